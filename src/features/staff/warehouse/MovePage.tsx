import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { failureOf, isRefusal } from '../../../../machines/failure';
import { PACKAGE_CODE_MAX } from '../../../../contract/orderStatus';
import type { StaffPackage } from '../../../../contract/warehouse';
import { useApi } from '../../../api/ApiProvider';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { findPackageByCode, movePackages, refreshWarehouse } from '../../../api/staffWarehouse';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorText } from '../../../components/form/serverErrors';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ScanCodeForm } from './ScanCodeForm';
import './warehouse.css';

/** The two legs a batch travels: out of China, then into Vietnam; each takes parcels from the one before. */
type Leg = 'inTransit' | 'inVietnam';
const legFrom: Record<Leg, StaffPackage['status']> = { inTransit: 'inChina', inVietnam: 'inTransit' };

type Entry = { key: number; code: string; parcel: StaffPackage | null; checking: boolean; failed: boolean };
type Flag = 'checking' | 'failed' | 'unknown' | 'duplicate' | 'wrongStatus' | 'unclaimed' | null;

/** What keeps a scanned code out of the batch, worked out again whenever the leg or the list changes. */
function flagOf(entry: Entry, index: number, entries: readonly Entry[], leg: Leg): Flag {
  if (entry.checking) return 'checking';
  if (entry.failed) return 'failed';
  if (!entry.parcel) return 'unknown';
  const id = entry.parcel.id;
  if (entries.slice(0, index).some((other) => other.parcel?.id === id)) return 'duplicate';
  if (entry.parcel.status !== legFrom[leg]) return 'wrongStatus';
  if (leg === 'inTransit' && entry.parcel.order === null) return 'unclaimed';
  return null;
}

/**
 * Moving parcels in batches: the leg, then codes scanned one after another into a list (a code
 * scanned twice, a code of no parcel or a parcel not at this step is flagged), mistakes removed,
 * then one confirmed move of all of them.
 */
export function MovePage() {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const [leg, setLeg] = useState<Leg>('inTransit');
  const [draft, setDraft] = useState('');
  const [entries, setEntries] = useState<Entry[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [lastScan, setLastScan] = useState('');
  // One key per attempt at one batch: a retry after no answer is answered, not moved twice.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const flags = entries.map((entry, index) => flagOf(entry, index, entries, leg));
  const ready = entries.filter((_, index) => flags[index] === null);
  const blocked = flags.some((flag) => flag !== null);
  const codes = ready.map((entry) => entry.parcel!.code);

  const move = useMutation({
    mutationFn: ({ key }: { key: string }) => movePackages(api, { codes, to: leg }, key),
    onSuccess: ({ packages }) => {
      refreshWarehouse(queryClient);
      attempt.current = null;
      setConfirming(false);
      setEntries([]);
      const count = format.number(packages.length);
      setDone(leg === 'inTransit' ? t`Đã chuyển ${count} kiện rời kho Trung Quốc.` : t`Đã nhận ${count} kiện vào kho Việt Nam.`);
      setTimeout(() => inputRef.current?.focus(), 0);
    },
    // A refusal moved nothing: the next attempt is a new one. No answer keeps the key for the retry.
    onError: (error) => {
      if (isRefusal(failureOf(error))) attempt.current = null;
    },
  });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim().toUpperCase().slice(0, PACKAGE_CODE_MAX);
    setDraft('');
    if (!code) return;
    setDone(null);
    if (entries.some((entry) => entry.code === code || entry.parcel?.code === code || entry.parcel?.trackingCode === code)) {
      setLastScan(t`Mã ${code} đã có trong danh sách.`);
      return;
    }
    const key = nextKey.current++;
    setEntries((list) => [...list, { key, code, parcel: null, checking: true, failed: false }]);
    setLastScan(t`Đang kiểm tra mã ${code}…`);
    findPackageByCode(api, code).then(
      (parcel) => {
        setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, parcel, checking: false } : entry)));
        setLastScan(parcel ? t`Đã thêm kiện ${parcel.code}.` : t`Không tìm thấy mã ${code}.`);
      },
      () => {
        setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, checking: false, failed: true } : entry)));
        setLastScan(t`Không kiểm tra được mã ${code}.`);
      },
    );
  };

  const remove = (key: number) => {
    setEntries((list) => list.filter((entry) => entry.key !== key));
    inputRef.current?.focus();
  };

  const confirm = () => {
    const body = JSON.stringify({ codes, to: leg });
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    move.mutate({ key: attempt.current.key });
  };

  const flagText: Record<Exclude<Flag, null>, string> = {
    checking: t`Đang kiểm tra…`,
    failed: t`Không kiểm tra được, hãy bỏ ra và quét lại`,
    unknown: t`Không có kiện nào mang mã này`,
    duplicate: t`Trùng: kiện này đã có ở trên`,
    wrongStatus: leg === 'inTransit' ? t`Kiện không ở kho Trung Quốc` : t`Kiện không trên đường về Việt Nam`,
    unclaimed: t`Kiện chưa có chủ, chưa thể rời kho`,
  };
  const count = format.number(ready.length);

  return (
    <ConsolePage title={<Trans>Chuyển kho</Trans>}>
      <div className="move-page">
        <fieldset className="move-page__legs">
          <legend>
            <Trans>Chặng chuyển</Trans>
          </legend>
          <label>
            <input type="radio" name="leg" checked={leg === 'inTransit'} onChange={() => setLeg('inTransit')} />
            <Trans>Rời kho Trung Quốc, đi Việt Nam</Trans>
          </label>
          <label>
            <input type="radio" name="leg" checked={leg === 'inVietnam'} onChange={() => setLeg('inVietnam')} />
            <Trans>Đến kho Việt Nam</Trans>
          </label>
        </fieldset>
        <ScanCodeForm
          formLabel={t`Quét mã vào danh sách`}
          label={<Trans>Quét mã kiện hoặc mã vận đơn</Trans>}
          value={draft}
          onChange={setDraft}
          onSubmit={add}
          inputRef={inputRef}
          submitLabel={<Trans>Thêm</Trans>}
        />
        <p role="status" aria-live="polite" className="scan-result__status">
          {done ?? lastScan}
        </p>
        {entries.length > 0 && (
          <ol className="move-page__list" aria-label={t`Kiện đã quét`}>
            {entries.map((entry, index) => {
              const flag = flags[index];
              return (
                <li key={entry.key} className={`move-page__item${flag && flag !== 'checking' ? ' move-page__item--problem' : ''}`}>
                  <span>
                    <strong>{entry.parcel?.code ?? entry.code}</strong>
                    {entry.parcel?.customerCode && <> · {entry.parcel.customerCode}</>}
                    {flag && <span className="move-page__flag"> · {flagText[flag]}</span>}
                  </span>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    onClick={() => remove(entry.key)}
                    aria-label={t`Bỏ ${entry.parcel?.code ?? entry.code}`}
                  >
                    <Trans>Bỏ</Trans>
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        {blocked && <FormAlert message={t`Bỏ các mã bị đánh dấu trước khi chuyển.`} />}
        <div>
          <button type="button" className="btn btn-primary" disabled={blocked || ready.length === 0} onClick={() => setConfirming(true)}>
            <Trans>Chuyển {count} kiện</Trans>
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title={
            leg === 'inTransit' ? (
              <Trans>Chuyển {count} kiện rời kho Trung Quốc?</Trans>
            ) : (
              <Trans>Nhận {count} kiện vào kho Việt Nam?</Trans>
            )
          }
          confirmLabel={<Trans>Chuyển {count} kiện</Trans>}
          pendingLabel={<Trans>Đang chuyển…</Trans>}
          cancelLabel={<Trans>Huỷ</Trans>}
          pending={move.isPending}
          error={move.error ? errorText(move.error) : null}
          onConfirm={confirm}
          onClose={() => {
            move.reset();
            setConfirming(false);
          }}
          returnFocusTo={() => inputRef.current}
        >
          <p>
            <Trans>Tất cả cùng chuyển, hoặc không kiện nào nếu có kiện không chuyển được.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </ConsolePage>
  );
}
