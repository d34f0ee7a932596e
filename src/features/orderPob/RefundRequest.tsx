import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { createPobRefundRequestSchema, MAX_POB_REFUND_PHOTOS, POB_TEXT_MAX, type Pob } from '../../../contract/orderPob';
import { useApi } from '../../api/ApiProvider';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { askPobRefund, pobKeys, uploadPobRefundPhoto } from '../../api/orderPob';
import { DoneNote } from '../../components/DoneNote';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { PhotoChooser } from '../../components/photos/PhotoChooser';
import { PhotoUploadStatus } from '../../components/photos/PhotoUploadStatus';
import { usePhotoUpload } from '../../components/photos/usePhotoUpload';
import { fenToYuanText, yuanToFen } from '../../components/pob/yuan';
import { useFormat } from '../../i18n/useFormat';
import { pobErrorText } from '../../components/pob/pobErrors';

type RefundFormValues = { amountText: string; reason: string };

/**
 * "Yêu cầu hoàn tiền" on a paid request: the seller cancelled or refunded part of it. The amount
 * in ¥ (at most what is still refundable), the reason and up to five pictures; staff accept or
 * refuse it, and an accepted refund is credited at the rate the request was paid at.
 */
export function RefundRequest({ pob }: { pob: Pob }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One key per refund asked: a resend after a lost answer makes no second refund.
  const key = useRef(newIdempotencyKey());
  const refundable = pob.refundableFen;

  const resolver: Resolver<RefundFormValues> = (values) => {
    const amountFen = yuanToFen(values.amountText) ?? Number.NaN;
    const result = createPobRefundRequestSchema.safeParse({ pobId: pob.id, amountFen, reason: values.reason });
    const errors: FieldErrors<RefundFormValues> = {};
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path[0] === 'amountFen' ? 'amountText' : issue.path[0] === 'reason' ? 'reason' : null;
      if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
    if (!errors.amountText && amountFen > refundable) {
      const most = format.cny(refundable);
      errors.amountText = { type: 'validate', message: t`Số tiền hoàn tối đa còn lại là ${most}` };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<RefundFormValues>({ defaultValues: { amountText: fenToYuanText(refundable), reason: '' }, resolver });
  const { errors, isSubmitting } = form.formState;

  const finish = () => {
    void queryClient.invalidateQueries({ queryKey: pobKeys.all });
    setOpen(false);
    upload.clear();
    form.reset({ amountText: '', reason: '' });
    key.current = newIdempotencyKey();
    setDone(t`Đã gửi yêu cầu hoàn tiền. Nhân viên sẽ kiểm tra và trả lời tại đây.`);
  };

  const upload = usePhotoUpload({
    send: (refundId, photo) => uploadPobRefundPhoto(api, refundId, photo),
    onSent: finish,
    onStopped: (stop) => {
      const left = stop.rest.length;
      const why = pobErrorText(stop.error as Error) ?? '';
      const name = stop.unreadable;
      setAlert(
        name === null
          ? t`Yêu cầu hoàn tiền đã được gửi, nhưng còn ${left} ảnh chưa tải lên được: ${why}`
          : t`Yêu cầu hoàn tiền đã được gửi, nhưng không đọc được ảnh ${name}. Hãy bỏ ảnh đó hoặc chọn ảnh khác.`,
      );
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const refund = await askPobRefund(
        api,
        { pobId: pob.id, amountFen: yuanToFen(values.amountText)!, reason: values.reason },
        key.current,
      );
      await upload.sendFor(refund.id);
    } catch (error) {
      setAlert(pobErrorText(error as Error));
    }
  });

  if (refundable <= 0) return <DoneNote>{done}</DoneNote>;
  const max = format.cny(refundable);
  return (
    <section className="card">
      <DoneNote>{done}</DoneNote>
      {!open ? (
        <button type="button" className="btn btn-secondary btn-block" onClick={() => setOpen(true)}>
          <Trans>Yêu cầu hoàn tiền</Trans>
        </button>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <h3 className="pob-section-title">
            <Trans>Yêu cầu hoàn tiền</Trans>
          </h3>
          <p className="muted">
            <Trans>
              Khi người bán hủy đơn hoặc hoàn một phần tiền. Bạn có thể yêu cầu tối đa {max}; tiền hoàn theo tỷ giá lúc thanh toán.
            </Trans>
          </p>
          <FormAlert message={alert} />
          <TextField
            label={<Trans>Số tiền hoàn (¥)</Trans>}
            registration={form.register('amountText')}
            error={errors.amountText}
            inputMode="decimal"
            autoComplete="off"
          />
          <FieldFrame
            label={<Trans>Lý do</Trans>}
            error={errors.reason?.message}
            count={{ length: form.watch('reason').length, max: POB_TEXT_MAX }}
          >
            {(control) => <textarea {...control} {...form.register('reason')} className="field__input" rows={3} />}
          </FieldFrame>
          <PhotoChooser photos={upload.photos} onChange={upload.setPhotos} max={MAX_POB_REFUND_PHOTOS} />
          <PhotoUploadStatus
            upload={upload}
            onRetry={() => {
              setAlert(null);
              void upload.retry();
            }}
          />
          {!upload.backlog && (
            <SubmitButton pending={isSubmitting} pendingLabel={<Trans>Đang gửi…</Trans>}>
              <Trans>Gửi yêu cầu hoàn tiền</Trans>
            </SubmitButton>
          )}
          <button type="button" className="btn btn-secondary btn-block" onClick={() => (upload.backlog ? finish() : setOpen(false))}>
            {upload.backlog ? <Trans>Gửi không kèm ảnh còn lại</Trans> : <Trans>Để sau</Trans>}
          </button>
        </form>
      )}
    </section>
  );
}
