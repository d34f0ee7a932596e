import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TaobaoIntOrderStatus } from '../../../contract/taobaoIntOrderStatus';
import {
  createTaobaoIntRefundRequestSchema,
  TAOBAO_INT_REFUND_REASON_MAX,
  type CreateTaobaoIntRefundRequest,
  type TaobaoIntLine,
} from '../../../contract/taobaoIntOrders';
import { useApi } from '../../api/ApiProvider';
import { askTaobaoIntRefund, taobaoIntOrderKeys } from '../../api/taobaoIntOrders';
import { DoneNote } from '../../components/DoneNote';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormat } from '../../i18n/useFormat';
// The words of the refund's checks (the window closed) come with this form.
import '../../components/taobaoGlobal/validationMessages';
import { errorCodeOf, linkCodes, taobaoIntErrorText } from './taobaoIntErrors';
import { TaobaoIntRefundSummary } from './TaobaoIntRefundSummary';

/** Orders whose lines may be refunded: the platform has been paid and the order has not ended. */
const refundableStatuses: readonly TaobaoIntOrderStatus[] = ['awaitingShipment', 'shipping', 'received'];

/** Refusals after which the line shows something else: the order is read again. */
const staleCodes: readonly string[] = ['taobao-refund-exists', 'taobao-refund-not-allowed', 'validation-failed'];

/**
 * The refund of one line (sub-order): its request as it stands, or "Yêu cầu hoàn tiền" while
 * one may be asked — a refund before the seller ships, a return and refund after, until the
 * window closes (its day stated) — or the day the window closed.
 */
export function LineRefund({ orderId, orderStatus, line }: { orderId: number; orderStatus: TaobaoIntOrderStatus; line: TaobaoIntLine }) {
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // A refusal that changes what the line shows (asked elsewhere, the window closed meanwhile)
  // outlives the form it came from.
  const [refusal, setRefusal] = useState<string | null>(null);
  // The server's day, which its refusal names too (the settings' window may have changed since the page read them).
  const closedAt = line.refund || line.refundable || !line.refundClosedAt ? null : new Date(line.refundClosedAt);

  let body = null;
  if (line.refund) body = <TaobaoIntRefundSummary refund={line.refund} />;
  else if (line.refundable && refundableStatuses.includes(orderStatus)) {
    body = open ? (
      <RefundForm
        orderId={orderId}
        line={line}
        onClose={() => setOpen(false)}
        onDone={setDone}
        onRefused={(message) => {
          setRefusal(message);
          setOpen(false);
        }}
      />
    ) : (
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          setRefusal(null);
          setOpen(true);
        }}
      >
        <Trans>Yêu cầu hoàn tiền</Trans>
      </button>
    );
  } else if (closedAt) {
    const day = format.date(closedAt.toISOString());
    body = (
      <p className="muted">
        <Trans>Đã quá hạn trả hàng hoàn tiền: hạn yêu cầu đã đóng ngày {day}.</Trans>
      </p>
    );
  }
  return (
    <div className="tbg-line__refund">
      <DoneNote>{done}</DoneNote>
      <FormAlert message={refusal} />
      {body}
    </div>
  );
}

function RefundForm({
  orderId,
  line,
  onClose,
  onDone,
  onRefused,
}: {
  orderId: number;
  line: TaobaoIntLine;
  onClose: () => void;
  onDone: (message: string) => void;
  onRefused: (message: string) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const headingId = useId();
  const form = useForm<CreateTaobaoIntRefundRequest>({
    resolver: zodResolver(createTaobaoIntRefundRequestSchema),
    defaultValues: { lineId: line.id, reason: '' },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: taobaoIntOrderKeys.all });
  const ask = useMutation({
    mutationFn: (body: CreateTaobaoIntRefundRequest) => askTaobaoIntRefund(api, body),
    onSuccess: () => {
      void refresh();
      onDone(t`Đã gửi yêu cầu hoàn tiền. Người bán trả lời trên Taobao quốc tế; trạng thái cập nhật tại đây.`);
      onClose();
    },
    onError: (error) => {
      if (!staleCodes.includes(errorCodeOf(error) ?? '')) return;
      void refresh();
      onRefused(taobaoIntErrorText(error) ?? '');
    },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('reason'), [setFocus]);

  const code = errorCodeOf(ask.error);
  const reasonLength = form.watch('reason').length;
  const until = line.refundable?.until ? format.dateTime(line.refundable.until) : null;
  return (
    <form
      className="tbg-refund-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void form.handleSubmit((values) => ask.mutate(values))(event)}
    >
      <h4 id={headingId} className="tbg-refund-form__title">
        {line.refundable?.kind === 'returnAndRefund' ? <Trans>Trả hàng hoàn tiền</Trans> : <Trans>Hoàn tiền</Trans>}
      </h4>
      <p className="muted">
        {line.refundable?.kind === 'returnAndRefund' ? (
          until ? (
            <Trans>Người bán đã giao hàng: bạn gửi trả hàng và được hoàn tiền khi người bán nhận lại. Hạn yêu cầu đến {until}.</Trans>
          ) : (
            <Trans>Người bán đã giao hàng: bạn gửi trả hàng và được hoàn tiền khi người bán nhận lại.</Trans>
          )
        ) : (
          <Trans>Người bán chưa giao hàng: sản phẩm này được hủy trên Taobao quốc tế và tiền về ví khi Taobao hoàn tất.</Trans>
        )}
      </p>
      <FormAlert message={ask.isError ? taobaoIntErrorText(ask.error) : null} />
      {code !== null && linkCodes.includes(code) && (
        <Link to="/taobaoIntToken" search={{ returnTo: `/taobaoIntOrder/${orderId}` }} className="btn btn-secondary btn-block">
          <Trans>Liên kết lại tài khoản</Trans>
        </Link>
      )}
      <FieldFrame
        label={<Trans>Lý do</Trans>}
        hint={<Trans>Người bán đọc lý do này, ví dụ: sai màu, không cần nữa, hàng lỗi.</Trans>}
        error={form.formState.errors.reason?.message}
        count={{ length: reasonLength, max: TAOBAO_INT_REFUND_REASON_MAX }}
      >
        {(control) => <textarea {...control} {...form.register('reason')} className="field__input" rows={3} />}
      </FieldFrame>
      <SubmitButton pending={ask.isPending} pendingLabel={<Trans>Đang gửi…</Trans>}>
        <Trans>Gửi yêu cầu hoàn tiền</Trans>
      </SubmitButton>
      <button type="button" className="btn btn-secondary btn-block" disabled={ask.isPending} onClick={onClose}>
        <Trans>Để sau</Trans>
      </button>
    </form>
  );
}
