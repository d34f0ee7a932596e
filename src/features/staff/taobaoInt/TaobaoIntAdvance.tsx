import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mayDo } from '../../../../contract/roles';
import type { StaffTaobaoIntOrder, TaobaoIntAdvanceStep } from '../../../../contract/taobaoIntOrders';
import { useApi } from '../../../api/ApiProvider';
import { ApiError } from '../../../api/errors';
import { advanceTaobaoIntOrder, refreshStaffTaobaoInt, staffTaobaoIntKeys } from '../../../api/staffTaobaoInt';
import { CardSection } from '../../../components/CardSection';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorText } from '../../../components/form/serverErrors';
import { taobaoIntOrderStatusLabels } from '../../../components/taobaoGlobal/labels';
import { useCurrentUser } from '../../../session/SessionProvider';

const stepLabels: Record<TaobaoIntAdvanceStep, MessageDescriptor> = {
  ship: msg`Người bán giao hàng`,
  finish: msg`Xác nhận đã nhận hàng`,
};

/** What each step does, said before it is taken. */
const stepEffects: Record<TaobaoIntAdvanceStep, MessageDescriptor> = {
  ship: msg`Các đơn mua đã thanh toán chuyển sang “Người bán đã giao”, mỗi đơn có một mã vận đơn. Kho Trung Quốc sẽ chờ kiện theo các mã này.`,
  finish: msg`Các đơn mua người bán đã giao chuyển sang “Đã nhận hàng” trên Taobao quốc tế.`,
};

/** The console's words for what the server answers an advance; other codes keep errorText's words. */
const advanceErrors: Record<string, MessageDescriptor> = {
  'invalid-transition': msg`Không còn bước nào để chuyển: đơn vừa thay đổi (có thể đồng nghiệp vừa chuyển). Trang đã được cập nhật.`,
  'taobao-global-simulator-only': msg`Máy chủ đang dùng Taobao quốc tế thật: người bán tự giao hàng, không chuyển bước được ở đây.`,
  'not-found': msg`Không tìm thấy đơn này nữa.`,
};

/**
 * With the built-in simulator playing Taobao Global, staff play its sellers and carriers: the step
 * the order can take next, asked before it is taken. The advance is not idempotent, so a failure
 * closes the question and the page loads the order again: an answer lost on the way may have moved
 * it, and staff see where it stands before they tap again.
 */
export function TaobaoIntAdvance({ order, next }: { order: StaffTaobaoIntOrder; next: TaobaoIntAdvanceStep | null }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [asked, setAsked] = useState<TaobaoIntAdvanceStep | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const advance = useMutation({
    mutationFn: () => advanceTaobaoIntOrder(api, order.id),
    onSuccess: (after) => {
      queryClient.setQueryData(staffTaobaoIntKeys.detail(order.id), after);
      refreshStaffTaobaoInt(queryClient);
      setAsked(null);
      const status = i18n._(taobaoIntOrderStatusLabels[after.status]);
      setDone(t`Đã chuyển bước; đơn đang ở trạng thái “${status}”.`);
    },
    onError: () => {
      setAsked(null);
      refreshStaffTaobaoInt(queryClient);
    },
  });
  const failure = advance.error;
  const failed =
    failure instanceof ApiError && Object.hasOwn(advanceErrors, failure.code) ? i18n._(advanceErrors[failure.code]!) : errorText(failure);
  // The route lets in the purchasing desk and admins; the step is theirs too.
  const mayWork = user ? mayDo(user, 'purchasing') : false;
  const code = order.code;

  return (
    <CardSection title={<Trans>Trình mô phỏng Taobao quốc tế</Trans>} className="staff-tbg__simulator" titleClassName="staff-tbg__title">
      <p className="muted">
        <Trans>
          Máy chủ dùng trình mô phỏng thay cho Taobao quốc tế: người bán và đơn vị vận chuyển chỉ chuyển bước khi nhân viên bấm.
        </Trans>
      </p>
      <FormAlert message={done} tone="success" />
      <FormAlert message={failed} />
      {next === null ? (
        <p>
          <Trans>Không còn bước nào để chuyển.</Trans>
        </p>
      ) : (
        mayWork && (
          <div className="staff-tbg__moves">
            <button
              type="button"
              className="btn btn-primary btn-small"
              onClick={() => {
                setDone(null);
                advance.reset();
                setAsked(next);
              }}
            >
              {i18n._(stepLabels[next])}
            </button>
          </div>
        )
      )}
      {asked && (
        <ConfirmDialog
          title={asked === 'ship' ? t`Cho người bán giao hàng đơn ${code}?` : t`Xác nhận đã nhận hàng của đơn ${code}?`}
          confirmLabel={i18n._(stepLabels[asked])}
          pendingLabel={t`Đang gửi…`}
          cancelLabel={t`Hủy`}
          pending={advance.isPending}
          error={null}
          onConfirm={() => advance.mutate()}
          onClose={() => setAsked(null)}
        >
          <p>{i18n._(stepEffects[asked])}</p>
        </ConfirmDialog>
      )}
    </CardSection>
  );
}
