import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Delivery, StaffDeliverySummary } from '../../../../contract/delivery';
import { HAND_OVER_TEXT_MAX, staffDeliveryMoveSchema, staffHandOverSchema, type StaffHandOver } from '../../../../contract/warehouse';
import { useApi } from '../../../api/ApiProvider';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { moveStaffDelivery, staffOpsKeys, type StaffDeliveryMove } from '../../../api/staffOps';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FieldError } from '../../../components/form/FieldError';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorText } from '../../../components/form/serverErrors';
import { useFormat } from '../../../i18n/useFormat';

type Field = keyof StaffHandOver;
type Asking = { move: StaffDeliveryMove; body: StaffHandOver; key: string };

/** What staff typed, trimmed, blanks left out: the hand-over takes all three, the completion its note. */
function typedBody(move: StaffDeliveryMove, typed: Record<Field, string>): Record<string, string> {
  const fields: Field[] = move === 'handOver' ? ['carrier', 'trackingCode', 'note'] : ['note'];
  return Object.fromEntries(fields.map((field) => [field, typed[field].trim()]).filter(([, value]) => value !== ''));
}

/** A delivery request opened from the table: what it carries and costs, who carries it, and its next step. */
export function DeliveryPanel({ delivery, onClose }: { delivery: StaffDeliverySummary; onClose: () => void }) {
  const { t } = useLingui();
  const { vnd, dateTime, number } = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [full, setFull] = useState<Delivery | null>(null);
  const [typed, setTyped] = useState<Record<Field, string>>({ carrier: '', trackingCode: '', note: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const current = full ?? delivery;
  const customer = delivery.customerCode;
  const move: StaffDeliveryMove | null = current.status === 'requested' ? 'handOver' : current.status === 'processing' ? 'complete' : null;

  const mutation = useMutation({
    mutationFn: (ask: Asking) => moveStaffDelivery(api, delivery.id, ask.move, ask.body, ask.key),
    onSuccess: (moved, ask) => {
      setAsking(null);
      setFull(moved);
      setTyped((all) => ({ ...all, note: '' }));
      setDone(ask.move === 'handOver' ? t`Đã bàn giao cho đơn vị vận chuyển.` : t`Đã hoàn tất giao hàng.`);
      void queryClient.invalidateQueries({ queryKey: staffOpsKeys.deliveries });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!move) return;
    const schema = move === 'handOver' ? staffHandOverSchema : staffDeliveryMoveSchema;
    const parsed = schema.safeParse(typedBody(move, typed));
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setProblems({});
    setDone(null);
    mutation.reset();
    // Asking the same again keeps the key: a retry after a lost answer is answered, not repeated.
    const same = asking && asking.move === move && JSON.stringify(asking.body) === JSON.stringify(parsed.data);
    setAsking({ move, body: parsed.data, key: same ? asking.key : newIdempotencyKey() });
  };

  const field = (
    name: Field,
    label: ReactNode,
    input: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode,
  ) => {
    const errorId = `${id}-${name}-error`;
    return (
      <div className="field">
        <label className="field__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        {input({
          id: `${id}-${name}`,
          ...(problems[name] && { 'aria-invalid': true as const, 'aria-describedby': errorId }),
        })}
        <FieldError id={errorId} message={problems[name]} />
      </div>
    );
  };
  const onType = (name: Field) => (event: { target: { value: string } }) => setTyped((all) => ({ ...all, [name]: event.target.value }));

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
      <p>
        <Trans>Khách {customer}</Trans> · {current.addressLine}
      </p>
      <p>
        <Trans>
          {number(current.packageCount)} kiện · tổng {vnd(current.totalVnd)} · tạo lúc {dateTime(current.createdAt)}
        </Trans>
      </p>
      {(current.carrier || current.trackingCode) && <CarrierLine carrier={current.carrier} trackingCode={current.trackingCode} />}
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
              {field('carrier', <Trans>Đơn vị vận chuyển</Trans>, (props) => (
                <input
                  {...props}
                  className="field__input"
                  maxLength={HAND_OVER_TEXT_MAX}
                  value={typed.carrier}
                  onChange={onType('carrier')}
                />
              ))}
              {field('trackingCode', <Trans>Mã vận đơn</Trans>, (props) => (
                <input
                  {...props}
                  className="field__input"
                  autoComplete="off"
                  spellCheck={false}
                  value={typed.trackingCode}
                  onChange={onType('trackingCode')}
                />
              ))}
            </>
          )}
          {field('note', <Trans>Ghi chú</Trans>, (props) => (
            <textarea {...props} className="field__input" rows={2} value={typed.note} onChange={onType('note')} />
          ))}
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
          {asking.move === 'handOver' && <CarrierLine carrier={asking.body.carrier} trackingCode={asking.body.trackingCode} />}
          {asking.body.note && <p>{asking.body.note}</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Who carries the parcels and under which code; a dash for what staff did not give. */
function CarrierLine({ carrier, trackingCode }: { carrier?: string | null; trackingCode?: string | null }) {
  const name = carrier ?? '–';
  const code = trackingCode ?? '–';
  return (
    <p>
      <Trans>
        Đơn vị vận chuyển: {name} · mã vận đơn: {code}
      </Trans>
    </p>
  );
}
