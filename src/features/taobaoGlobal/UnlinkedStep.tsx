import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { FormAlert } from '../../components/form/FormAlert';
import { RelinkNotice } from './RelinkNotice';
import { taobaoIntErrorText } from './taobaoIntErrors';
import type { TaobaoIntFlow } from './useTaobaoIntFlow';

/**
 * No account to order through (none linked, or the link expired): link one on /taobaoIntToken,
 * which comes back to this very page with the choices kept.
 */
export function UnlinkedStep({
  flow,
  headingRef,
  returnTo,
}: {
  flow: TaobaoIntFlow;
  headingRef: Ref<HTMLHeadingElement>;
  returnTo: string;
}) {
  const error = useSelector(flow, (s) => s.context.error);
  const accounts = useSelector(flow, (s) => s.context.accounts);
  return (
    <section className="card step-panel">
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Liên kết tài khoản Taobao quốc tế</Trans>
      </h2>
      <FormAlert message={taobaoIntErrorText(error)} />
      <RelinkNotice accounts={accounts} returnTo={returnTo} />
      <p>
        <Trans>
          Đơn Taobao quốc tế được đặt bằng tài khoản Taobao quốc tế của chính bạn: MuaHộ chỉ thanh toán bằng ví và theo dõi đơn. Liên kết
          tài khoản một lần, rồi quay lại đây để đặt tiếp.
        </Trans>
      </p>
      <div className="step-actions">
        <Link to="/taobaoIntToken" search={{ returnTo }} className="btn btn-primary btn-block">
          <Trans>Liên kết tài khoản</Trans>
        </Link>
        <button
          type="button"
          className="btn btn-secondary btn-block"
          onClick={() => flow.send({ type: 'taobaoInt.retry', idempotencyKey: newIdempotencyKey() })}
        >
          <Trans>Tôi đã liên kết, kiểm tra lại</Trans>
        </button>
      </div>
    </section>
  );
}
