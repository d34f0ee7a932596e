import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SEARCH_MAX } from '../../../../contract/pagination';
import type { BankTransfer } from '../../../../contract/wallet';
import { useApi } from '../../../api/ApiProvider';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { confirmRecharge, staffRechargesQuery } from '../../../api/staffWallet';
import { CodeSearch } from '../../../components/CodeSearch';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText } from '../../../components/form/serverErrors';
import { rechargeStatusLabels } from '../../../components/money/moneyLabels';
import { useFormat } from '../../../i18n/useFormat';
import './bankLines.css';

/** A customer code in a memo however the bank rewrote it ("MHABCDE", "mh abcde"): the search staff start from. */
export function customerCodeIn(memo: string): string | undefined {
  return /MH[A-HJ-NP-Z2-9]{5}/.exec(memo.toUpperCase().replace(/[^A-Z0-9]/g, ''))?.[0];
}

/**
 * "Khớp lệnh nạp": a statement line that matched nothing (a mistyped memo, another amount) is
 * tied by hand to the recharge it pays, which is credited with what the line brought, once. The
 * search starts from the customer code the memo seems to carry. One Idempotency-Key per choice.
 */
export function MatchLineDialog({ line, onDone, onClose }: { line: BankTransfer; onDone: () => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const [q, setQ] = useState(() => customerCodeIn(line.memo));
  const [chosen, setChosen] = useState<number | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [missing, setMissing] = useState(false);
  const recharges = useQuery({ ...staffRechargesQuery(api, { q, page: 1 }), enabled: Boolean(q) });
  const match = useMutation({
    mutationFn: (rechargeId: number) => confirmRecharge(api, rechargeId, { amountVnd: line.amountVnd, bankTransferId: line.id }, key),
    onSuccess: onDone,
  });
  const amount = format.vnd(line.amountVnd);
  const { memo, bankReference } = line;
  const open = recharges.data?.items.filter((recharge) => recharge.status !== 'succeeded') ?? [];
  return (
    <ConfirmDialog
      title={t`Khớp dòng ${bankReference} với lệnh nạp`}
      confirmLabel={<Trans>Ghi có {amount}</Trans>}
      pendingLabel={t`Đang gửi…`}
      cancelLabel={t`Hủy`}
      pending={match.isPending}
      error={missing ? t`Chọn lệnh nạp mà dòng này trả cho.` : match.error ? errorText(match.error) : null}
      onConfirm={() => (chosen === null ? setMissing(true) : match.mutate(chosen))}
      onClose={onClose}
    >
      <p>
        <Trans>
          Dòng sao kê {amount}, nội dung “<bdi>{memo}</bdi>”. Ví của khách được cộng đúng số tiền này, một lần.
        </Trans>
      </p>
      <CodeSearch
        q={q}
        onSearch={(value) => {
          setQ(value || undefined);
          setChosen(null);
        }}
        label={t`Tìm lệnh nạp theo mã khách hoặc nội dung`}
        formLabel={t`Tìm lệnh nạp`}
        placeholder={t`Mã khách hoặc nội dung`}
        maxLength={SEARCH_MAX}
      />
      {!q ? null : recharges.isPending ? (
        <p role="status">{t`Đang tải…`}</p>
      ) : open.length === 0 ? (
        <p>
          <Trans>Không có lệnh nạp nào đang chờ tiền khớp với tìm kiếm này.</Trans>
        </p>
      ) : (
        <fieldset className="match-choices">
          <legend>
            <Trans>Lệnh nạp</Trans>
          </legend>
          {open.map((recharge) => {
            const wanted = format.vnd(recharge.amountVnd);
            return (
              <label key={recharge.id} className="match-choice">
                <input
                  type="radio"
                  name="recharge"
                  checked={chosen === recharge.id}
                  onChange={() => {
                    setChosen(recharge.id);
                    setKey(newIdempotencyKey());
                    setMissing(false);
                  }}
                />
                <span>
                  <strong>{recharge.customerCode}</strong> · {recharge.memo} · {wanted} · {i18n._(rechargeStatusLabels[recharge.status])} ·{' '}
                  {format.dateTime(recharge.createdAt)}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </ConfirmDialog>
  );
}
