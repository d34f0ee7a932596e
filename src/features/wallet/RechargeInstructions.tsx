import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode, type Ref } from 'react';
import type { Recharge } from '../../../contract/wallet';
import { CopyButton } from '../../components/CopyButton';
import { Icon } from '../../components/icons/icons';
import { useFormat } from '../../i18n/useFormat';
import type { RechargeActor } from './useRechargeFlow';
import { CheckNowButton } from './RechargeOutcome';
import { VietQrCode } from './VietQrCode';

/** Step 2: where to send the money, and a status line that follows the machine's checks. */
export function RechargeInstructions({
  actor,
  recharge,
  headingRef,
  onAgain,
}: {
  actor: RechargeActor;
  recharge: Recharge;
  headingRef: Ref<HTMLHeadingElement>;
  onAgain: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  const checkFailed = useSelector(actor, (s) => s.context.checkFailed);
  const { bankAccount, memo } = recharge;
  const amount = format.vnd(recharge.amountVnd);
  const expiresAt = format.dateTime(recharge.expiresAt);

  return (
    <section className="card recharge-step" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        <Trans>Chuyển khoản để nạp {amount}</Trans>
      </h2>
      <p className="recharge-status" role="status">
        <span className={checking ? 'recharge-status__dot recharge-status__dot--busy' : 'recharge-status__dot'} aria-hidden="true" />
        {checkFailed ? <Trans>Chưa kiểm tra được trạng thái. Sẽ thử lại sau ít giây…</Trans> : <Trans>Đang chờ chuyển khoản…</Trans>}
      </p>
      <div className="recharge-qr">
        <VietQrCode payload={recharge.qrPayload} />
        <p className="muted">
          <Trans>Mở ứng dụng ngân hàng và quét mã, hoặc chuyển khoản theo thông tin dưới đây.</Trans>
        </p>
      </div>
      <dl className="transfer-details">
        <Detail term={<Trans>Ngân hàng</Trans>} value={bankAccount.bankName} copyLabel={t`tên ngân hàng`} />
        <Detail term={<Trans>Số tài khoản</Trans>} value={bankAccount.accountNumber} copyLabel={t`số tài khoản`} />
        <Detail term={<Trans>Chủ tài khoản</Trans>} value={bankAccount.accountName} copyLabel={t`tên chủ tài khoản`} />
        {/* Digits only on the clipboard: banking apps refuse "200.000 ₫" in their amount box. */}
        <Detail term={<Trans>Số tiền</Trans>} value={amount} copyValue={String(recharge.amountVnd)} copyLabel={t`số tiền`} />
        <Detail term={<Trans>Nội dung chuyển khoản</Trans>} value={memo} copyLabel={t`nội dung chuyển khoản`} emphasis />
      </dl>
      <div className="memo-warning">
        <Icon name="alert" size={20} />
        <p>
          <Trans>
            Nhập <strong>chính xác</strong> nội dung chuyển khoản <strong className="memo-warning__memo">{memo}</strong> và đúng số tiền.
            Sai hoặc thiếu nội dung, tiền sẽ không được cộng tự động.
          </Trans>
        </p>
      </div>
      <p className="muted">
        <Trans>
          Mã này có hiệu lực đến <time dateTime={recharge.expiresAt}>{expiresAt}</time>.
        </Trans>
      </p>
      <div className="recharge-actions">
        <CheckNowButton actor={actor} className="btn btn-primary btn-block">
          <Trans>Đã chuyển khoản? Kiểm tra ngay</Trans>
        </CheckNowButton>
        <button type="button" className="btn btn-secondary btn-block" onClick={onAgain}>
          <Trans>Tạo yêu cầu nạp khác</Trans>
        </button>
      </div>
    </section>
  );
}

function Detail({
  term,
  value,
  copyValue = value,
  copyLabel,
  emphasis,
}: {
  term: ReactNode;
  value: string;
  copyValue?: string;
  copyLabel: string;
  emphasis?: boolean;
}) {
  return (
    <div className={emphasis ? 'transfer-details__row transfer-details__row--memo' : 'transfer-details__row'}>
      <dt>{term}</dt>
      <dd>
        <span className="transfer-details__value">{value}</span>
        <CopyButton value={copyValue} label={copyLabel} />
      </dd>
    </div>
  );
}
