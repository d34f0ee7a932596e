import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode, type Ref } from 'react';
import type { Recharge } from '../../../contract/wallet';
import { BusyButton } from '../../components/BusyButton';
import { Icon, type IconName } from '../../components/icons/icons';
import { useFormat } from '../../i18n/useFormat';
import type { RechargeActor } from './useRechargeFlow';

type Props = { actor: RechargeActor; recharge: Recharge; headingRef: Ref<HTMLHeadingElement>; onAgain: () => void };

/** The money arrived: how much (staff may confirm another amount than asked), and where next. */
export function RechargeCredited({ recharge, headingRef, onAgain }: Props) {
  const format = useFormat();
  const credited = format.vnd(recharge.creditedVnd ?? recharge.amountVnd);
  const returnTo = useSearch({ strict: false, select: (search) => (search as { returnTo?: string }).returnTo });
  return (
    <OutcomePanel
      tone="success"
      icon="walletIn"
      title={<Trans>Nạp tiền thành công</Trans>}
      headingRef={headingRef}
      actions={
        <>
          {returnTo ? (
            // Sent here to cover a shortfall (checkout, a delivery request): back to it, which quotes again.
            <Link to={returnTo} className="btn btn-primary btn-block">
              {returnTo.startsWith('/delivery') ? <Trans>Tiếp tục yêu cầu giao hàng</Trans> : <Trans>Tiếp tục đặt hàng</Trans>}
            </Link>
          ) : (
            <HistoryLink />
          )}
          <button type="button" className="btn btn-secondary btn-block" onClick={onAgain}>
            <Trans>Nạp thêm</Trans>
          </button>
        </>
      }
    >
      <p className="recharge-outcome__amount">
        <Trans>Đã nhận {credited} vào ví</Trans>
      </p>
      {recharge.creditedAt && (
        <p className="muted">
          <time dateTime={recharge.creditedAt}>{format.dateTime(recharge.creditedAt)}</time>
        </p>
      )}
    </OutcomePanel>
  );
}

/** A transfer came with another amount or memo: staff decide; sending again would pay twice. */
export function RechargeReview({ recharge, headingRef, onAgain }: Props) {
  const format = useFormat();
  const amount = format.vnd(recharge.amountVnd);
  const memo = recharge.memo;
  return (
    <OutcomePanel
      tone="wait"
      icon="info"
      title={<Trans>Cần kiểm tra</Trans>}
      headingRef={headingRef}
      actions={
        <>
          <HistoryLink />
          <NewRequestButton onAgain={onAgain} />
        </>
      }
    >
      <p>
        <Trans>
          Chuyển khoản cho yêu cầu nạp {amount} (nội dung <strong>{memo}</strong>) chưa khớp số tiền hoặc nội dung. Nhân viên sẽ kiểm tra và
          cộng tiền vào ví cho bạn. Bạn không cần chuyển lại.
        </Trans>
      </p>
    </OutcomePanel>
  );
}

/** No money before the deadline. A late transfer with the right memo still credits: checking stays possible. */
export function RechargeExpired({ actor, recharge, headingRef, onAgain }: Props) {
  const format = useFormat();
  const expiresAt = format.dateTime(recharge.expiresAt);
  return (
    <OutcomePanel
      tone="wait"
      icon="history"
      title={<Trans>Yêu cầu nạp tiền đã hết hạn</Trans>}
      headingRef={headingRef}
      actions={
        <>
          <NewRequestButton onAgain={onAgain} primary />
          <CheckNowButton actor={actor} className="btn btn-secondary btn-block">
            <Trans>Kiểm tra lại</Trans>
          </CheckNowButton>
        </>
      }
    >
      <p>
        <Trans>
          Yêu cầu này hết hạn lúc <time dateTime={recharge.expiresAt}>{expiresAt}</time>. Nếu bạn đã chuyển khoản đúng số tiền và nội dung,
          tiền vẫn sẽ được cộng vào ví.
        </Trans>
      </p>
    </OutcomePanel>
  );
}

/** The frame every outcome shares: an icon, a heading that takes focus, what happened, what next. */
function OutcomePanel({
  tone,
  icon,
  title,
  headingRef,
  actions,
  children,
}: {
  tone: 'success' | 'wait';
  icon: IconName;
  title: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
  actions: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={`card recharge-step recharge-outcome${tone === 'success' ? ' recharge-outcome--success' : ''}`}
      aria-labelledby={headingId}
    >
      <span className={`recharge-outcome__icon${tone === 'wait' ? ' recharge-outcome__icon--wait' : ''}`} aria-hidden="true">
        <Icon name={icon} size={32} />
      </span>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="recharge-actions">{actions}</div>
    </section>
  );
}

function HistoryLink() {
  return (
    <Link to="/transaction" className="btn btn-primary btn-block">
      <Trans>Xem lịch sử giao dịch</Trans>
    </Link>
  );
}

function NewRequestButton({ onAgain, primary = false }: { onAgain: () => void; primary?: boolean }) {
  return (
    <button type="button" className={`btn ${primary ? 'btn-primary' : 'btn-secondary'} btn-block`} onClick={onAgain}>
      <Trans>Tạo yêu cầu nạp mới</Trans>
    </button>
  );
}

/** Asks the machine to look at the request now (a transfer just made); busy while it looks. */
export function CheckNowButton({ actor, className, children }: { actor: RechargeActor; className: string; children: ReactNode }) {
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  return (
    <BusyButton busy={checking} className={className} onClick={() => actor.send({ type: 'recharge.check' })}>
      {children}
    </BusyButton>
  );
}
