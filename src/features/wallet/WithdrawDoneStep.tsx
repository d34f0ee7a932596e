import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { useFormat } from '../../i18n/useFormat';
import type { WithdrawFlow } from './useWithdrawFlow';
import { WithdrawStatusBadge } from './WithdrawStatusBadge';
import { WithdrawSummary } from './WithdrawSummary';

/** Step 3: the request exists, waiting for staff; its amount is held. */
export function WithdrawDoneStep({ flow, headingRef }: { flow: WithdrawFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useLingui();
  const format = useFormat();
  const created = useSelector(flow, (s) => s.context.created);
  if (!created) return null;
  const amount = format.vnd(created.amountVnd);
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Đã gửi lệnh rút tiền</Trans>
      </h2>
      <p role="status" className="withdraw-done">
        <Trans>Số tiền {amount} đã được giữ trong ví và sẽ được chuyển vào tài khoản của bạn sau khi MuaHộ xử lý lệnh.</Trans>
      </p>
      <WithdrawSummary {...created}>
        <div>
          <dt>
            <Trans>Trạng thái</Trans>
          </dt>
          <dd>
            <WithdrawStatusBadge status={created.status} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Thời gian tạo</Trans>
          </dt>
          <dd>
            <time dateTime={created.createdAt}>{format.dateTime(created.createdAt)}</time>
          </dd>
        </div>
      </WithdrawSummary>
      <button type="button" className="btn btn-secondary btn-block" onClick={() => flow.send({ type: 'withdraw.again' })}>
        {t`Tạo lệnh rút tiền khác`}
      </button>
    </>
  );
}
