import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Delivery, DeliverySummary } from '../../../../contract/delivery';
import { useApi } from '../../../api/ApiProvider';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { moveStaffDelivery, staffOpsKeys, type StaffDeliveryMove } from '../../../api/staffOps';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorText } from '../../../components/form/serverErrors';
import { useFormat } from '../../../i18n/useFormat';

const NOTE_MAX = 500;

/**
 * The server's hand-over takes only a note, so the carrier and its tracking code are written
 * into it, where the customer's timeline shows them.
 */
export function handOverNote(carrier: string, trackingCode: string, note: string): string {
  return [
    carrier.trim() && `Đơn vị vận chuyển: ${carrier.trim()}`,
    trackingCode.trim() && `Mã vận đơn: ${trackingCode.trim()}`,
    note.trim(),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A delivery request opened from the table: what it carries and costs, and its next step. */
export function DeliveryPanel({ delivery, onClose }: { delivery: DeliverySummary; onClose: () => void }) {
  const { t } = useLingui();
  const { vnd, dateTime, number } = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [full, setFull] = useState<Delivery | null>(null);
  const [carrier, setCarrier] = useState('');
  const [trackingCode, setTrackingCode] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ move: StaffDeliveryMove; note: string; key: string } | null>(null);
  const current = full ?? delivery;
  const move: StaffDeliveryMove | null = current.status === 'requested' ? 'handOver' : current.status === 'processing' ? 'complete' : null;

  const mutation = useMutation({
    mutationFn: (ask: { move: StaffDeliveryMove; note: string; key: string }) =>
      moveStaffDelivery(api, delivery.id, ask.move, ask.note, ask.key),
    onSuccess: (moved, ask) => {
      setAsking(null);
      setFull(moved);
      setNote('');
      setDone(ask.move === 'handOver' ? t`Đã bàn giao cho đơn vị vận chuyển.` : t`Đã hoàn tất giao hàng.`);
      void queryClient.invalidateQueries({ queryKey: staffOpsKeys.deliveries });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!move) return;
    const text = move === 'handOver' ? handOverNote(carrier, trackingCode, note) : note.trim();
    if (text.length > NOTE_MAX) {
      setInvalid(t`Ghi chú quá dài (tối đa ${NOTE_MAX} ký tự).`);
      return;
    }
    setInvalid(null);
    setDone(null);
    mutation.reset();
    // Asking the same again keeps the key: a retry after a lost answer is answered, not repeated.
    const same = asking && asking.move === move && asking.note === text;
    setAsking({ move, note: text, key: same ? asking.key : newIdempotencyKey() });
  };

  return (
    <section className="card staff-move" aria-labelledby={`${id}-title`}>
      <header className="console-page__head">
        <h2 id={`${id}-title`}>
          <Trans>Yêu cầu {current.code}</Trans>
        </h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={onClose}>
          <Trans>Đóng</Trans>
        </button>
      </header>
      <p>{current.addressLine}</p>
      <p>
        <Trans>
          {number(current.packageCount)} kiện · tổng {vnd(current.totalVnd)} · tạo lúc {dateTime(current.createdAt)}
        </Trans>
      </p>
      {full && (
        <>
          <ul>
            {full.packages.map((p) => (
              <li key={p.id}>
                {p.code}
                {p.trackingCode ? ` (${p.trackingCode})` : ''}
              </li>
            ))}
          </ul>
          <p>
            <Trans>
              Phí giao {vnd(full.feeVnd)} · lưu kho {vnd(full.storageVnd)} · còn nợ {vnd(full.owedVnd)} · thu hộ {vnd(full.codVnd)}
            </Trans>
          </p>
        </>
      )}
      <FormAlert message={done} tone="success" />
      {move && (
        <form onSubmit={submit} noValidate className="staff-move">
          {move === 'handOver' && (
            <>
              <label className="field">
                <span className="field__label">
                  <Trans>Đơn vị vận chuyển</Trans>
                </span>
                <input className="field__input" value={carrier} onChange={(e) => setCarrier(e.target.value)} />
              </label>
              <label className="field">
                <span className="field__label">
                  <Trans>Mã vận đơn</Trans>
                </span>
                <input className="field__input" value={trackingCode} onChange={(e) => setTrackingCode(e.target.value)} />
              </label>
            </>
          )}
          <label className="field">
            <span className="field__label">
              <Trans>Ghi chú</Trans>
            </span>
            <textarea className="field__input" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
          <FormAlert message={invalid} />
          <div className="staff-move__actions">
            <button type="submit" className="btn btn-primary btn-small">
              {move === 'handOver' ? <Trans>Bàn giao</Trans> : <Trans>Hoàn tất</Trans>}
            </button>
          </div>
        </form>
      )}
      {asking && (
        <ConfirmDialog
          title={
            asking.move === 'handOver' ? (
              <Trans>Bàn giao {current.code} cho đơn vị vận chuyển?</Trans>
            ) : (
              <Trans>Hoàn tất {current.code}?</Trans>
            )
          }
          confirmLabel={asking.move === 'handOver' ? <Trans>Bàn giao</Trans> : <Trans>Hoàn tất</Trans>}
          pendingLabel={<Trans>Đang lưu…</Trans>}
          cancelLabel={<Trans>Quay lại</Trans>}
          pending={mutation.isPending}
          error={mutation.error ? errorText(mutation.error) : null}
          onConfirm={() => mutation.mutate(asking)}
          onClose={() => {
            mutation.reset();
            setAsking(null);
          }}
        >
          {asking.move === 'complete' && current.payment === 'cod' && (
            <p>
              <Trans>Đơn thu hộ: xác nhận đơn vị vận chuyển đã thu {vnd(current.totalVnd)}.</Trans>
            </p>
          )}
          {asking.note && <p>{asking.note}</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}
