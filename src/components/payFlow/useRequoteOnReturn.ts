import { useEffect, useEffectEvent } from 'react';

/**
 * While a flow shows a shortfall, coming back to the page (from the recharge tab or the banking
 * app) quotes again at once, so the customer who has just topped up sees the review without a click.
 */
export function useRequoteOnReturn(short: boolean, requote: () => void): void {
  const onReturn = useEffectEvent(requote);
  useEffect(() => {
    if (!short) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') onReturn();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [short]);
}
