import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import type { StaffWithdraw } from '../../../../contract/wallet';
import { useApi } from '../../../api/ApiProvider';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { completeWithdrawal, uploadWithdrawalProof } from '../../../api/staffWallet';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText } from '../../../components/form/serverErrors';
import { useFormat } from '../../../i18n/useFormat';
import { photoAccept, photoFileProblem } from '../../../components/photos/photoFile';

/**
 * "Đã chi": the bank's reference of the transfer and a picture of its receipt, then the payout.
 * The receipt goes up first, so a payout never lands without its proof; a retry sends the same
 * picture again (the server keeps it once) and the same reference under the same Idempotency-Key.
 */
export function PayWithdrawalDialog({
  withdrawal,
  onDone,
  onClose,
}: {
  withdrawal: StaffWithdraw;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const referenceId = useId();
  const receiptId = useId();
  const [key, setKey] = useState(newIdempotencyKey);
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A blob: URL of the chosen file for the preview, let go when another is chosen or the dialog closes.
  const preview = useMemo(() => (receipt ? URL.createObjectURL(receipt) : null), [receipt]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pay = useMutation({
    mutationFn: async ({ reference, receipt }: { reference: string; receipt: File }) => {
      await uploadWithdrawalProof(api, withdrawal.id, receipt);
      return completeWithdrawal(api, withdrawal.id, reference, key);
    },
    onSuccess: onDone,
  });

  const amount = format.vnd(withdrawal.amountVnd);
  const customer = withdrawal.customerCode;
  return (
    <ConfirmDialog
      title={t`Xác nhận đã chuyển ${amount} cho ${customer}?`}
      confirmLabel={<Trans>Xác nhận đã chi</Trans>}
      pendingLabel={t`Đang gửi…`}
      cancelLabel={t`Hủy`}
      pending={pay.isPending}
      error={problem ?? (pay.error ? errorText(pay.error) : null)}
      onConfirm={() => {
        const typed = reference.trim();
        if (!typed) return setProblem(t`Nhập mã giao dịch của lệnh chuyển để khách đối chiếu.`);
        if (!receipt) return setProblem(t`Chọn ảnh chứng từ chuyển khoản (ảnh chụp màn hình biên lai của ngân hàng).`);
        pay.mutate({ reference: typed, receipt });
      }}
      onClose={onClose}
    >
      <p>
        <Trans>
          Chuyển đến <bdi>{withdrawal.accountName}</bdi>, {withdrawal.bankName}, số tài khoản {withdrawal.accountNumber}. Số tiền sẽ rời ví
          của khách khi bạn xác nhận.
        </Trans>
      </p>
      <div className="field dialog-field">
        <label className="field__label" htmlFor={referenceId}>
          <Trans>Mã giao dịch chuyển khoản</Trans>
        </label>
        <input
          id={referenceId}
          className="field__input"
          value={reference}
          autoComplete="off"
          onChange={(event) => {
            setReference(event.target.value);
            setKey(newIdempotencyKey());
            setProblem(null);
          }}
        />
      </div>
      <div className="field dialog-field">
        <label className="field__label" htmlFor={receiptId}>
          <Trans>Ảnh chứng từ chuyển khoản</Trans>
        </label>
        <input
          id={receiptId}
          className="field__input"
          type="file"
          accept={photoAccept}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const refused = file && photoFileProblem(file);
            if (refused) {
              event.target.value = '';
              setReceipt(null);
              return setProblem(i18n._(refused));
            }
            setReceipt(file);
            setProblem(null);
          }}
        />
        {preview && <img className="receipt-preview" src={preview} alt={t`Ảnh chứng từ đã chọn`} />}
      </div>
    </ConfirmDialog>
  );
}
