import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import type { Wallet } from '../../../contract/walletBalance';
import { apiErrorOf } from '../../api/errors';
import { BusyButton } from '../../components/BusyButton';
import { FormAlert } from '../../components/form/FormAlert';
import { errorText } from '../../components/form/serverErrors';
import { useFormat } from '../../i18n/useFormat';
import { useOnline } from '../../pwa/useOnline';
import type { WithdrawFlow } from './useWithdrawFlow';
import { WithdrawSummary } from './WithdrawSummary';

/** Step 2: the person reads what will happen and confirms; a failure stays here to be retried. */
export function WithdrawConfirmStep({
  flow,
  wallet,
  headingRef,
}: {
  flow: WithdrawFlow;
  wallet: Wallet | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const online = useOnline();
  const request = useSelector(flow, (s) => s.context.request);
  const failure = useSelector(flow, (s) => s.context.error);
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'));
  const canConfirm = useSelector(flow, (s) => s.can({ type: 'withdraw.confirm' }));
  const canEdit = useSelector(flow, (s) => s.can({ type: 'withdraw.edit' }));
  if (!request) return null;
  // The wallet is refreshed after a submission; until then its available amount still includes this one.
  const remaining = wallet ? format.vnd(wallet.availableVnd - request.amountVnd) : null;

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Xác nhận lệnh rút tiền</Trans>
      </h2>
      <p className="muted">
        <Trans>Vui lòng kiểm tra kỹ tài khoản nhận tiền. Tiền chuyển nhầm tài khoản rất khó lấy lại.</Trans>
      </p>
      <FormAlert message={failure ? errorText(apiErrorOf(failure)) : null} />
      {failure && (
        <p className="note-box">
          <Trans>
            Bạn có thể bấm “Xác nhận rút tiền” để gửi lại. Nếu lần trước lệnh đã đến được MuaHộ, lệnh sẽ không bị tạo thêm lần nữa.
          </Trans>
        </p>
      )}
      <WithdrawSummary {...request}>
        {remaining !== null && (
          <div>
            <dt>
              <Trans>Số dư khả dụng còn lại</Trans>
            </dt>
            <dd>{remaining}</dd>
          </div>
        )}
      </WithdrawSummary>
      <p className="muted">
        <Trans>Số tiền này sẽ được giữ trong ví cho tới khi MuaHộ chuyển khoản xong. Khi lệnh còn chờ xử lý, bạn có thể hủy lệnh.</Trans>
      </p>
      {!online && (
        <p className="note-box">
          <Trans>Bạn đang ngoại tuyến. Cần có kết nối mạng để gửi lệnh rút tiền.</Trans>
        </p>
      )}
      <p role="status" className="visually-hidden">
        {submitting ? t`Đang gửi lệnh rút tiền…` : ''}
      </p>
      <div className="withdraw-actions">
        <BusyButton
          busy={submitting}
          busyLabel={<Trans>Đang gửi lệnh…</Trans>}
          disabled={!canConfirm}
          onClick={() => flow.send({ type: 'withdraw.confirm' })}
        >
          <Trans>Xác nhận rút tiền</Trans>
        </BusyButton>
        <button
          type="button"
          className="btn btn-secondary btn-block"
          disabled={!canEdit}
          onClick={() => flow.send({ type: 'withdraw.edit' })}
        >
          <Trans>Sửa lại</Trans>
        </button>
      </div>
    </>
  );
}
