import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { counterMachine } from '../../../machines/counter';
import './counter.css';

/** The smallest machine-driven view: the machine decides whether "−" is allowed. */
export function CounterPage() {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(counterMachine);
  return (
    <div className="page">
      <section className="card counter" aria-labelledby="counter-label">
        <h2 id="counter-label" className="counter__label">
          <Trans>Số lần đếm</Trans>
        </h2>
        <output className="counter__value" aria-live="polite" aria-labelledby="counter-label">
          {snapshot.context.count}
        </output>
        <div className="counter__buttons">
          <button
            type="button"
            className="btn btn-secondary counter__step"
            aria-label={t`Giảm`}
            disabled={!snapshot.can({ type: 'counter.decrement' })}
            onClick={() => send({ type: 'counter.decrement' })}
          >
            −
          </button>
          <button
            type="button"
            className="btn btn-primary counter__step"
            aria-label={t`Tăng`}
            onClick={() => send({ type: 'counter.increment' })}
          >
            +
          </button>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'counter.reset' })}>
          <Trans>Đặt lại</Trans>
        </button>
      </section>
    </div>
  );
}
