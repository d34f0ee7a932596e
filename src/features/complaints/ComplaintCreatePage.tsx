import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  COMPLAINT_TEXT_MAX,
  complaintReasons,
  createComplaintRequestSchema,
  MAX_COMPLAINT_PHOTOS,
  MAX_COMPLAINT_VIDEO_LINKS,
  type ComplaintReason,
  type ComplaintSubject,
  type CreateComplaintInput,
} from '../../../contract/complaints';
import { v } from '../../../contract/validation';
import { useApi } from '../../api/ApiProvider';
import { complaintKeys, createComplaint, uploadComplaintPhoto } from '../../api/complaints';
import { consignmentQuery } from '../../api/consignment';
import { ApiError } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { orderQuery } from '../../api/orders';
import { pobQuery } from '../../api/orderPob';
import { ChoiceChips } from '../../components/ChoiceChips';
import { complaintReasonLabels, complaintSubjectName } from '../../components/complaints/labels';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { FieldError } from '../../components/form/FieldError';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { PhotoChooser } from '../../components/photos/PhotoChooser';
import { PhotoUploadStatus } from '../../components/photos/PhotoUploadStatus';
import { usePhotoUpload } from '../../components/photos/usePhotoUpload';
import { useFormat } from '../../i18n/useFormat';
import { translateValidation } from '../../i18n/validationMessages';
import { complaintErrorText } from './complaintErrors';
import './complaints.css';

/** A goods line of the order as the form offers it: how many pieces came, of which some may be complained about. */
type Line = { id: number; title: string; imageUrl: string; pieces: number };

/** What the complaint is about, as its page shows it. */
type Subject = { type: ComplaintSubject; id: number; code: string; lines: Line[]; ready: boolean };

/** Quantities are keyed `q<itemId>`: a bare number as a key would make react-hook-form build an array. */
type FormValues = {
  reason: ComplaintReason | '';
  description: string;
  amountText: string;
  videoLinks: string;
  quantities: Record<string, string>;
};

const quantityKey = (itemId: number) => `q${itemId}`;

/** "150.000", "150 000" or "150000" ₫: whole đồng only; anything else is not an amount. */
function vndOf(text: string): number {
  const digits = text.replace(/[\s.,₫]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The request the form's values make (the schema still has to accept it). */
function requestOf(subject: Subject, values: FormValues): CreateComplaintInput {
  return {
    subject: { type: subject.type, id: subject.id },
    reason: values.reason as ComplaintReason,
    items: subject.lines
      .map((line) => ({ itemId: line.id, quantity: Number(values.quantities[quantityKey(line.id)] || 0) }))
      .filter((item) => item.quantity !== 0),
    description: values.description,
    amountVnd: vndOf(values.amountText),
    videoLinks: values.videoLinks
      .split(/\s+/)
      .map((link) => link.trim())
      .filter(Boolean),
  };
}

/** Which of the form's fields a request's path (the schema's or the server's) belongs to. */
function fieldOf(path: readonly PropertyKey[], request: CreateComplaintInput): string | null {
  const [head, index] = path;
  if (head === 'reason' || head === 'description' || head === 'videoLinks') return head;
  if (head === 'amountVnd') return 'amountText';
  if (head === 'items') {
    const item = typeof index === 'number' ? request.items?.[index] : undefined;
    return item ? `quantities.${quantityKey(item.itemId)}` : 'items';
  }
  if (head === 'subject') return 'root';
  return null;
}

/**
 * /orderComplaint/new?type=order&id=12: a complaint about a received order or consignment, or a
 * paid pay-on-behalf request. The reason, what happened, for an order how many pieces of which
 * lines, the amount asked, video links and pictures; checked here with the contract's schema,
 * confirmed, then filed under one Idempotency-Key, and the pictures sent one by one after.
 */
export function ComplaintCreatePage({ type, id }: { type?: ComplaintSubject; id?: number }) {
  const subject = useSubject(type, id);
  if (!type || !id || subject.missing) {
    return (
      <div className="page complaint-page">
        <EmptyState
          icon="alert"
          title={<Trans>Không tìm thấy đơn cần khiếu nại</Trans>}
          action={
            <Link to="/orderComplaint" className="btn btn-primary">
              <Trans>Xem khiếu nại của bạn</Trans>
            </Link>
          }
        >
          <p>
            <Trans>Hãy mở đơn đã nhận hàng (hoặc yêu cầu thanh toán hộ đã thanh toán) và chọn “Khiếu nại”.</Trans>
          </p>
        </EmptyState>
      </div>
    );
  }
  if (subject.error) {
    return (
      <div className="page complaint-page">
        <LoadFailed error={subject.error} onRetry={subject.retry} />
      </div>
    );
  }
  if (!subject.data) {
    return (
      <div className="page complaint-page">
        <ListSkeleton label={<Trans>Đang tải đơn…</Trans>} />
      </div>
    );
  }
  if (!subject.data.ready) {
    return (
      <div className="page complaint-page">
        <EmptyState icon="alert" title={<TooEarly />} />
      </div>
    );
  }
  return <ComplaintForm subject={subject.data} />;
}

/** Not received yet (a request: not paid): the server would refuse it, so the form is not offered. */
function TooEarly() {
  const { i18n } = useLingui();
  return translateValidation(i18n, v.complaintTooEarly);
}

/** The order, consignment or request named in the address: its code and, for an order, its lines. */
function useSubject(type: ComplaintSubject | undefined, id: number | undefined) {
  const api = useApi();
  const valid = id ?? 0;
  const order = useQuery({ ...orderQuery(api, valid), enabled: type === 'order' && valid > 0 });
  const consignment = useQuery({ ...consignmentQuery(api, valid), enabled: type === 'consignment' && valid > 0 });
  const pob = useQuery({ ...pobQuery(api, valid), enabled: type === 'pob' && valid > 0 });
  const query = type === 'order' ? order : type === 'consignment' ? consignment : pob;
  const error = query.error;
  const retry = () => void query.refetch();
  const missing = error instanceof ApiError && error.status === 404;
  let data: Subject | null = null;
  if (type === 'order' && order.data) {
    const lines = order.data.items
      .map((item) => ({
        id: item.id,
        title: item.titleVi ?? item.title,
        imageUrl: item.imageUrl,
        pieces: item.quantityBought ?? item.quantity,
      }))
      .filter((line) => line.pieces > 0);
    data = { type, id: valid, code: order.data.code, lines, ready: order.data.status === 'received' };
  } else if (type === 'consignment' && consignment.data) {
    data = { type, id: valid, code: consignment.data.code, lines: [], ready: consignment.data.status === 'received' };
  } else if (type === 'pob' && pob.data) {
    data = { type, id: valid, code: pob.data.code, lines: [], ready: pob.data.status === 'paid' };
  }
  return { data, error: missing ? null : error, missing, retry };
}

function ComplaintForm({ subject }: { subject: Subject }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goodsId = useId();
  const [pending, setPending] = useState<CreateComplaintInput | null>(null);
  const [sending, setSending] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // One key per request sent: the same form sent again after a lost answer files once; a changed one is a new request.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const keyOf = (body: CreateComplaintInput) => {
    const sent = JSON.stringify(body);
    if (!attempt.current || attempt.current.body !== sent) attempt.current = { body: sent, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const resolver: Resolver<FormValues> = (values) => {
    const request = requestOf(subject, values);
    const errors: Record<string, { type: string; message: string }> = {};
    const result = createComplaintRequestSchema.safeParse(request);
    for (const issue of result.error?.issues ?? []) {
      const field = fieldOf(issue.path, request);
      if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
    // The schema's own check of the goods runs only once the rest is valid: say it with the other problems.
    if (subject.lines.length > 0 && request.items?.length === 0 && !errors.items) {
      errors.items = { type: 'validate', message: v.complaintItemsRequired };
    }
    for (const line of subject.lines) {
      const text = values.quantities[quantityKey(line.id)] ?? '';
      const quantity = Number(text || 0);
      const maxCount = String(line.pieces);
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > line.pieces) {
        errors[`quantities.${quantityKey(line.id)}`] = {
          type: 'validate',
          message: t`Số lượng khiếu nại tối đa của sản phẩm này là ${maxCount}`,
        };
      }
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    // Nested names ("quantities.q12") go where react-hook-form looks for them.
    const nested: FieldErrors<FormValues> = {};
    for (const [name, error] of Object.entries(errors)) {
      const [head, key] = name.split('.');
      if (head === 'quantities' && key) nested.quantities = { ...nested.quantities, [key]: error };
      else (nested as Record<string, unknown>)[name] = error;
    }
    return { values: {}, errors: nested };
  };

  const form = useForm<FormValues>({
    defaultValues: { reason: '', description: '', amountText: '', videoLinks: '', quantities: {} },
    resolver,
  });
  const { errors } = form.formState;
  const itemsError = (errors as FieldErrors<FormValues & { items: string }>).items?.message;

  const finish = (complaintId: number) => {
    void queryClient.invalidateQueries({ queryKey: complaintKeys.all });
    void navigate({ to: '/orderComplaint/$id', params: { id: String(complaintId) } });
  };

  const upload = usePhotoUpload({
    send: (complaintId, photo) => uploadComplaintPhoto(api, complaintId, photo),
    onSent: finish,
    onStopped: (stop) => {
      const left = stop.rest.length;
      const why = complaintErrorText(stop.error as Error) ?? '';
      const name = stop.unreadable;
      setAlert(
        name === null
          ? t`Khiếu nại đã được gửi, nhưng còn ${left} ảnh chưa tải lên được: ${why}`
          : t`Khiếu nại đã được gửi, nhưng không đọc được ảnh ${name}. Hãy bỏ ảnh đó hoặc chọn ảnh khác.`,
      );
    },
  });

  const send = async () => {
    if (!pending) return;
    setSending(true);
    setDialogError(null);
    try {
      const complaint = await createComplaint(api, pending, keyOf(pending));
      setPending(null);
      await upload.sendFor(complaint.id);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation-failed' && error.details.length > 0) {
        // The server's checks (a window closed, more pieces than are free, above the cap) go under their fields, in its words.
        setPending(null);
        for (const detail of error.details) {
          const field = fieldOf(
            detail.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
            pending,
          );
          if (field === 'root') setAlert(detail.message);
          else if (field) form.setError(field as 'description', { type: 'server', message: detail.message });
        }
      } else {
        setDialogError(complaintErrorText(error as Error));
      }
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    setDialogError(null);
    setPending(requestOf(subject, values));
  });

  const subjectName = complaintSubjectName(i18n, subject);
  const maxLinks = MAX_COMPLAINT_VIDEO_LINKS;
  const askedText = pending ? format.vnd(pending.amountVnd) : '';
  const pieces = pending?.items?.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  const photoCount = upload.photos.length;
  const backlog = upload.backlog;

  return (
    <div className="page complaint-page">
      <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
        <h2 className="complaint-section-title">
          <Trans>Khiếu nại về {subjectName}</Trans>
        </h2>
        <FormAlert message={alert} />
        <div>
          <ChoiceChips
            legend={<Trans>Lý do</Trans>}
            name="reason"
            choices={complaintReasons.map((value) => ({ value, label: i18n._(complaintReasonLabels[value]) }))}
            value={form.watch('reason') as ComplaintReason}
            onChange={(reason) => form.setValue('reason', reason, { shouldValidate: form.formState.isSubmitted })}
          />
          {errors.reason && <FieldError id={`${goodsId}-reason`} message={t`Vui lòng chọn lý do khiếu nại`} />}
        </div>

        {subject.lines.length > 0 && (
          <fieldset className="complaint-lines" aria-describedby={itemsError ? `${goodsId}-error` : undefined}>
            <legend className="field__label">
              <Trans>Sản phẩm bị lỗi và số lượng</Trans>
            </legend>
            <ul className="complaint-line-list">
              {subject.lines.map((line) => {
                const max = line.pieces;
                return (
                  <li key={line.id} className="complaint-line">
                    <img src={line.imageUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
                    <TextField
                      label={
                        <span className="complaint-line__title">
                          <bdi>{line.title}</bdi> <Trans>(đã nhận {max})</Trans>
                        </span>
                      }
                      registration={form.register(`quantities.${quantityKey(line.id)}`)}
                      error={errors.quantities?.[quantityKey(line.id)]}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="0"
                    />
                  </li>
                );
              })}
            </ul>
            <FieldError id={`${goodsId}-error`} message={itemsError} />
          </fieldset>
        )}

        <FieldFrame
          label={<Trans>Mô tả sự việc</Trans>}
          error={errors.description?.message}
          count={{ length: form.watch('description').length, max: COMPLAINT_TEXT_MAX }}
        >
          {(control) => <textarea {...control} {...form.register('description')} className="field__input" rows={4} />}
        </FieldFrame>

        <TextField
          label={<Trans>Số tiền yêu cầu hoàn (₫)</Trans>}
          hint={<Trans>Tối đa bằng số tiền đã trả cho hàng bị lỗi.</Trans>}
          registration={form.register('amountText')}
          error={errors.amountText}
          inputMode="numeric"
          autoComplete="off"
        />

        <FieldFrame
          label={<Trans>Link video (không bắt buộc)</Trans>}
          hint={
            <Trans>
              Video mở hộp hoặc video hàng lỗi bạn đã tải lên (YouTube, Google Drive…), tối đa {maxLinks} link, mỗi dòng một link.
            </Trans>
          }
          error={errors.videoLinks?.message}
        >
          {(control) => <textarea {...control} {...form.register('videoLinks')} className="field__input" rows={2} spellCheck={false} />}
        </FieldFrame>

        <PhotoChooser photos={upload.photos} onChange={upload.setPhotos} max={MAX_COMPLAINT_PHOTOS} />

        <PhotoUploadStatus
          upload={upload}
          onRetry={() => {
            setAlert(null);
            void upload.retry();
          }}
        />
        {backlog ? (
          <button type="button" className="btn btn-secondary btn-block" onClick={() => finish(backlog.ownerId)}>
            <Trans>Xem khiếu nại, không kèm ảnh còn lại</Trans>
          </button>
        ) : (
          <SubmitButton pending={sending || upload.progress !== null} pendingLabel={<Trans>Đang gửi…</Trans>}>
            <Trans>Gửi khiếu nại</Trans>
          </SubmitButton>
        )}
      </form>

      {pending && (
        <ConfirmDialog
          title={<Trans>Gửi khiếu nại về {subjectName}?</Trans>}
          confirmLabel={<Trans>Gửi khiếu nại</Trans>}
          pendingLabel={<Trans>Đang gửi…</Trans>}
          cancelLabel={<Trans>Sửa lại</Trans>}
          pending={sending}
          error={dialogError}
          onConfirm={() => void send()}
          onClose={() => setPending(null)}
        >
          <p>
            {pieces > 0 ? (
              <Trans>
                Bạn yêu cầu hoàn {askedText} cho {pieces} sản phẩm, kèm {photoCount} ảnh. Sau khi gửi, nhân viên chăm sóc khách hàng sẽ kiểm
                tra và trả lời tại trang khiếu nại.
              </Trans>
            ) : (
              <Trans>
                Bạn yêu cầu hoàn {askedText}, kèm {photoCount} ảnh. Sau khi gửi, nhân viên chăm sóc khách hàng sẽ kiểm tra và trả lời tại
                trang khiếu nại.
              </Trans>
            )}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
