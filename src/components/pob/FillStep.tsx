import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState, type ChangeEvent, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { maxSellerOrderIds, POB_TEXT_MAX, readPaymentLink } from '../../../contract/orderPob';
import { pobTotal } from '../../../contract/fees';
import { pobSites } from '../../../contract/pobStatus';
import { ChoiceChips } from '../ChoiceChips';
import { FieldFrame } from '../form/FieldFrame';
import { FormAlert } from '../form/FormAlert';
import { TextField } from '../form/TextField';
import { pobSiteLabels } from './labels';
import { yuanToFen } from './yuan';
import { useFormat } from '../../i18n/useFormat';
import { readQrCode } from '../../lib/qrCode';
import { pobErrorText } from './pobErrors';
import {
  checkPobForm,
  emptyPobForm,
  fieldOfPath,
  formOfRequest,
  pobFormResolver,
  siteOfLink,
  splitOrderIds,
  type PobFormValues,
} from './pobForm';
import type { PobFlow } from './pobFlow';
import './pob.css';

/** The form: what to pay, to whom, how much. Checked with the contract's schema before the figures are asked for. */
export function FillStep({ flow, headingRef }: { flow: PobFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const rules = useSelector(flow, (s) => s.context.rules);
  const choices = useSelector(flow, (s) => s.context.choices);
  const error = useSelector(flow, (s) => s.context.error);
  const form = useForm<PobFormValues>({
    defaultValues: choices ? formOfRequest(choices) : emptyPobForm,
    resolver: pobFormResolver,
  });
  const { errors } = form.formState;
  const [site, paymentText, orderIdsText, amountText, note] = useWatch({
    control: form.control,
    name: ['site', 'paymentText', 'orderIdsText', 'amountText', 'note'],
  });
  const [qrProblem, setQrProblem] = useState<string | null>(null);
  const [readingQr, setReadingQr] = useState(false);
  const qrInputId = useId();

  // The server's field problems (a rule it reads stricter) go under the fields they belong to.
  useEffect(() => {
    for (const detail of error?.details ?? []) {
      const field = fieldOfPath(detail.path);
      if (field) form.setError(field, { type: 'server', message: detail.message });
    }
  }, [error, form]);

  /** A pasted link names its site: choose it, unless the customer already chose another on purpose. */
  const takePayment = (text: string) => {
    form.setValue('paymentText', text, { shouldValidate: form.formState.isSubmitted });
    const linkSite = siteOfLink(text);
    if (linkSite) form.setValue('site', linkSite);
  };

  const readPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const picture = event.target.files?.[0];
    event.target.value = '';
    if (!picture) return;
    setQrProblem(null);
    setReadingQr(true);
    try {
      const text = await readQrCode(picture);
      if (text === null) setQrProblem(t`Không tìm thấy mã QR trong ảnh. Hãy chụp rõ mã QR hoặc dán link.`);
      else takePayment(text);
    } catch {
      setQrProblem(t`Không đọc được ảnh này. Hãy chọn ảnh khác hoặc dán link.`);
    } finally {
      setReadingQr(false);
    }
  };

  const link = readPaymentLink(paymentText);
  const linkUrl = link.ok ? link.url : '';
  const orderCount = splitOrderIds(orderIdsText).length;
  const maxOrders = maxSellerOrderIds(site);
  const amountFen = yuanToFen(amountText);
  const estimate = rules && amountFen !== null && amountFen > 0 ? pobTotal(amountFen, rules.rateVndPerCny, rules.feeBps) : null;
  const dailyCount = rules?.dailyMaxCount ?? 0;
  const dailyYuan = rules ? format.cny(rules.dailyMaxFen) : '';
  const rate = rules ? format.vnd(rules.rateVndPerCny) : '';
  const feePercent = rules ? format.number(rules.feeBps / 100) : '';
  const estimateTotal = estimate ? format.vnd(estimate.totalVnd) : '';

  return (
    <form
      className="card step-panel form pob-form"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        // The resolver ran the same check; this gives the request it stands for.
        const check = checkPobForm(values);
        if (check.ok) flow.send({ type: 'pob.next', request: check.request });
      })}
    >
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Yêu cầu thanh toán hộ</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Bạn đặt hàng trên Taobao, Tmall hoặc 1688 và chọn “nhờ người khác thanh toán” (代付): dán link hoặc nội dung chia sẻ vào đây,
          MuaHộ thanh toán cho người bán bằng Alipay. Mỗi ngày tối đa {dailyCount} yêu cầu, tổng {dailyYuan}.
        </Trans>
      </p>
      <FormAlert message={pobErrorText(error)} />

      <FieldFrame
        label={<Trans>Link hoặc nội dung chia sẻ yêu cầu thanh toán</Trans>}
        hint={link.ok ? <Trans>Link sẽ gửi: {linkUrl}</Trans> : <Trans>Dán nguyên đoạn chia sẻ từ ứng dụng Taobao, Tmall hoặc 1688.</Trans>}
        error={errors.paymentText?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('paymentText', { onChange: (event: ChangeEvent<HTMLTextAreaElement>) => takePayment(event.target.value) })}
            className="field__input"
            rows={3}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FieldFrame>
      <div className="pob-form__qr">
        <label htmlFor={qrInputId} className="btn btn-secondary" aria-busy={readingQr || undefined}>
          {readingQr ? <Trans>Đang đọc mã QR…</Trans> : <Trans>Đọc mã QR từ ảnh</Trans>}
        </label>
        <input id={qrInputId} type="file" accept="image/*" className="visually-hidden" onChange={(event) => void readPicture(event)} />
        {qrProblem && (
          <p className="field-error" role="alert">
            {qrProblem}
          </p>
        )}
      </div>

      <ChoiceChips
        legend={<Trans>Trang mua hàng</Trans>}
        name="site"
        choices={pobSites.map((value) => ({ value, label: i18n._(pobSiteLabels[value]) }))}
        value={site}
        onChange={(value) => form.setValue('site', value, { shouldValidate: form.formState.isSubmitted })}
      />

      <FieldFrame
        label={<Trans>Mã đơn hàng của người bán</Trans>}
        hint={
          maxOrders === 1 ? (
            <Trans>1688 thanh toán mỗi lần một đơn: nhập một mã đơn.</Trans>
          ) : (
            <Trans>
              Mỗi dòng một mã (hoặc cách nhau bằng dấu cách, dấu phẩy), tối đa {maxOrders} mã. Đã nhập {orderCount}.
            </Trans>
          )
        }
        error={errors.orderIdsText?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('orderIdsText')}
            className="field__input"
            rows={3}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FieldFrame>

      <TextField
        label={<Trans>Số tiền cần thanh toán (¥)</Trans>}
        registration={form.register('amountText')}
        error={errors.amountText}
        inputMode="decimal"
        autoComplete="off"
        hint={
          estimate ? (
            <Trans>
              Khoảng {estimateTotal} (tỷ giá {rate}/¥, phí {feePercent}%)
            </Trans>
          ) : (
            <Trans>Nhập đúng số tiền trên yêu cầu thanh toán, ví dụ 123.45</Trans>
          )
        }
      />

      <FieldFrame
        label={<Trans>Ghi chú cho nhân viên (không bắt buộc)</Trans>}
        error={errors.note?.message}
        count={{ length: note.length, max: POB_TEXT_MAX }}
      >
        {(control) => <textarea {...control} {...form.register('note')} className="field__input" rows={2} />}
      </FieldFrame>

      <button type="submit" className="btn btn-primary btn-block">
        <Trans>Xem số tiền</Trans>
      </button>
    </form>
  );
}
