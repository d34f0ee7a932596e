import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useApi } from '../../api/ApiProvider';
import { publicSettingsQuery } from '../../api/publicSettings';
import { walletQuery } from '../../api/walletBalance';
import { FormAlert } from '../../components/form/FormAlert';
import { errorText } from '../../components/form/serverErrors';
import { useWithdrawFlow } from './useWithdrawFlow';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawConfirmStep } from './WithdrawConfirmStep';
import { WithdrawDoneStep } from './WithdrawDoneStep';
import { WithdrawFormStep } from './WithdrawFormStep';
import './withdraw.css';

type Step = 'editing' | 'confirming' | 'done';

/** Each step is a tag of machines/withdraw.ts; submitting carries `confirming` too. */
const steps = ['done', 'editing', 'confirming'] as const satisfies readonly Step[];

/**
 * `/wallet/withdraw`: the withdrawal flow (form → confirm → done, machines/withdraw.ts) and,
 * below it, the person's withdrawals. Each step's heading takes the focus when the step changes,
 * so a screen reader starts reading there.
 */
export function WithdrawPage() {
  const api = useApi();
  const flow = useWithdrawFlow();
  // Submitting is the confirm step with its button busy: the summary stays on screen.
  const step = useSelector(flow, (s): Step => steps.find((tag) => s.hasTag(tag)) ?? 'confirming');
  const wallet = useQuery(walletQuery(api));
  const settings = useQuery(publicSettingsQuery(api));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  return (
    <div className="page page--form withdraw-page">
      <section className="card withdraw-flow">
        {step === 'editing' &&
          (settings.data ? (
            <WithdrawFormStep
              flow={flow}
              limits={settings.data.limits}
              wallet={wallet.data}
              walletFailed={wallet.isError}
              headingRef={headingRef}
            />
          ) : settings.isError ? (
            <>
              <FormAlert message={errorText(settings.error)} />
              <button type="button" className="btn btn-secondary" onClick={() => void settings.refetch()}>
                <Trans>Thử lại</Trans>
              </button>
            </>
          ) : (
            <p role="status" className="muted">
              <Trans>Đang tải…</Trans>
            </p>
          ))}
        {step === 'confirming' && <WithdrawConfirmStep flow={flow} wallet={wallet.data} headingRef={headingRef} />}
        {step === 'done' && <WithdrawDoneStep flow={flow} headingRef={headingRef} />}
      </section>
      <WithdrawalList />
    </div>
  );
}
