import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { StaffRecharge } from '../../../../contract/wallet';
import { useApi } from '../../../api/ApiProvider';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { bankLinesQuery, confirmRecharge } from '../../../api/staffWallet';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText } from '../../../components/form/serverErrors';
import { useFormat } from '../../../i18n/useFormat';

/**
 * Credits a recharge by hand: with what really arrived, and (when a statement line is waiting
 * unmatched) that line, so it credits this recharge and no other. One Idempotency-Key while the
 * dialog is open.
 */
export function ConfirmRechargeDialog({ recharge, onDone, onClose }: { recharge: StaffRecharge; onDone: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const amountId = useId();
  const lineId = useId();
  const [key] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState(String(recharge.amountVnd));
  const [lineChoice, setLineChoice] = useState('');
  const [invalid, setInvalid] = useState(false);
  const lines = useQuery(bankLinesQuery(api, { status: 'review' }));
  const action = useMutation({
    mutationFn: () =>
      confirmRecharge(api, recharge.id, { amountVnd: Number(amount), ...(lineChoice && { bankTransferId: Number(lineChoice) }) }, key),
    onSuccess: onDone,
  });
  return (
    <ConfirmDialog
      title={t`Xác nhận nạp tiền cho ${recharge.customerCode}?`}
      confirmLabel={<Trans>Ghi có vào ví</Trans>}
      pendingLabel={t`Đang gửi…`}
      cancelLabel={t`Hủy`}
      pending={action.isPending}
      error={invalid ? t`Số tiền là một số nguyên dương, tính bằng đồng.` : action.error ? errorText(action.error) : null}
      onConfirm={() => {
        if (!/^[1-9]\d{0,12}$/.test(amount)) return setInvalid(true);
        action.mutate();
      }}
      onClose={onClose}
    >
      <p>
        <Trans>
          Lệnh nạp {recharge.memo}: khách yêu cầu {format.vnd(recharge.amountVnd)}. Nhập số tiền thực nhận; ví của khách được cộng đúng số
          này, một lần.
        </Trans>
      </p>
      <div className="field dialog-field">
        <label className="field__label" htmlFor={amountId}>
          <Trans>Số tiền thực nhận (₫)</Trans>
        </label>
        <input
          id={amountId}
          className="field__input"
          inputMode="numeric"
          value={amount}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setAmount(event.target.value.replace(/[\s.,₫]/g, ''));
            setInvalid(false);
          }}
        />
      </div>
      <div className="field dialog-field">
        <label className="field__label" htmlFor={lineId}>
          <Trans>Dòng sao kê chưa khớp</Trans>
        </label>
        <select id={lineId} className="field__input" value={lineChoice} onChange={(event) => setLineChoice(event.target.value)}>
          <option value="">{t`Không gắn dòng sao kê`}</option>
          {lines.data?.items.map((line) => (
            <option key={line.id} value={line.id}>
              {format.vnd(line.amountVnd)} · {line.memo} · {line.bankReference}
            </option>
          ))}
        </select>
      </div>
    </ConfirmDialog>
  );
}
