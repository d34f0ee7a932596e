import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { getRecharge } from '../../api/wallet';
import { walletKeys } from '../../api/walletBalance';
import { FormAlert } from '../../components/form/FormAlert';
import { errorText } from '../../components/form/serverErrors';
import { RechargeForm } from './RechargeForm';
import { RechargeInstructions } from './RechargeInstructions';
import { RechargeCredited, RechargeExpired, RechargeReview } from './RechargeOutcome';
import { useRechargeFlow, useRechargeStep } from './useRechargeFlow';
import './wallet.css';

/**
 * /wallet/recharge: choose an amount, then transfer with the VietQR or the details shown, while
 * the page watches for the money. `?id=` opens an existing request (from the transaction list,
 * or after a reload: the page puts the id of a created request into the address).
 */
export function RechargePage() {
  const { t } = useLingui();
  const api = useApi();
  const { id } = useSearch({ from: '/_authed/wallet/recharge' });
  const navigate = useNavigate({ from: '/wallet/recharge' });
  const actor = useRechargeFlow();
  const step = useRechargeStep(actor);
  const recharge = useSelector(actor, (s) => s.context.recharge);

  // Load the request named in the address, unless the flow already shows it or the person
  // just left it with "again" (the address loses the id a moment later).
  const [dismissed, setDismissed] = useState<number | null>(null);
  const wanted = id !== undefined && recharge?.id !== id && dismissed !== id ? id : null;
  const resume = useQuery({
    queryKey: walletKeys.recharge(wanted ?? 0),
    queryFn: () => getRecharge(api, wanted!),
    enabled: wanted !== null,
    staleTime: 0,
  });
  useEffect(() => {
    if (wanted !== null && resume.data?.id === wanted) actor.send({ type: 'recharge.resume', recharge: resume.data });
  }, [actor, wanted, resume.data]);

  // A created request goes into the address, so a reload (or a trip to the bank app that
  // unloads this tab) comes back to the same QR and memo.
  const shownId = recharge?.id;
  const showInAddress = useEffectEvent((shown: number) => {
    // `returnTo` stays: the success screen links back to where the customer came from.
    if (shown !== id) void navigate({ search: ({ returnTo }) => ({ id: shown, returnTo }), replace: true });
  });
  // Only when the flow's request changes: the address changing is the resume effect's job.
  useEffect(() => {
    if (shownId !== undefined) showInAddress(shownId);
  }, [shownId]);

  const again = () => {
    setDismissed(recharge?.id ?? null);
    actor.send({ type: 'recharge.again' });
    void navigate({ search: ({ returnTo }) => ({ returnTo }), replace: true });
  };

  // Each new step takes the focus to its heading, so a screen reader starts reading there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const resumeFailure = (requestId: number, error: unknown) => {
    const reason = errorText(error);
    return t`Không mở được yêu cầu nạp tiền #${requestId}: ${reason}`;
  };

  const loading = wanted !== null && resume.isPending;
  return (
    <div className="page page--form recharge">
      {loading ? (
        <p className="card muted" role="status">
          <Trans>Đang tải yêu cầu nạp tiền…</Trans>
        </p>
      ) : step === 'form' || !recharge ? (
        <>
          {wanted !== null && resume.isError && <FormAlert message={resumeFailure(wanted, resume.error)} />}
          <RechargeForm actor={actor} headingRef={headingRef} />
        </>
      ) : step === 'awaiting' ? (
        <RechargeInstructions actor={actor} recharge={recharge} headingRef={headingRef} onAgain={again} />
      ) : step === 'credited' ? (
        <RechargeCredited actor={actor} recharge={recharge} headingRef={headingRef} onAgain={again} />
      ) : step === 'review' ? (
        <RechargeReview actor={actor} recharge={recharge} headingRef={headingRef} onAgain={again} />
      ) : (
        <RechargeExpired actor={actor} recharge={recharge} headingRef={headingRef} onAgain={again} />
      )}
    </div>
  );
}
