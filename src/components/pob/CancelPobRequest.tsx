import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { refreshWallet } from '../../api/walletBalance';
import { useFormat } from '../../i18n/useFormat';
import { CancelRequest, type CancelRequestProps } from '../cancel/CancelRequest';
import { pobErrorText } from './pobErrors';

/** What cancelling needs of a pay-on-behalf request, the customer's own or one an agency made. */
type CancellablePob = { id: number; code: string; totalVnd: number };

/**
 * "Hủy yêu cầu" on a pay-on-behalf request: the whole debit goes back to the wallet that paid it.
 * Once cancelled the request replaces the one its page shows, whatever else shows it is read
 * anew, and so are the wallets; the caller words where the money went, as it knows the payer.
 */
export function CancelPobRequest<P extends CancellablePob>({
  pob,
  cancellable,
  cancel,
  detailKey,
  stale,
  done,
  children,
}: Pick<CancelRequestProps<P>, 'cancellable' | 'cancel'> & {
  pob: P;
  /** Where the request's page reads it. */
  detailKey: (id: number) => QueryKey;
  /** The other queries that show the cancelled request: its lists, and what counts it. */
  stale: (cancelled: P) => QueryKey[];
  /** The note once cancelled, with the amount that came back. */
  done: (cancelled: P, refunded: string) => string;
  /** What the question says comes back, with the total. */
  children: (total: string) => ReactNode;
}) {
  const format = useFormat();
  const queryClient = useQueryClient();
  return (
    <CancelRequest
      code={pob.code}
      cancellable={cancellable}
      cancel={cancel}
      onCancelled={(updated) => {
        queryClient.setQueryData(detailKey(updated.id), updated);
        for (const queryKey of stale(updated)) void queryClient.invalidateQueries({ queryKey });
        void refreshWallet(queryClient);
        return done(updated, format.vnd(updated.totalVnd));
      }}
      onMovedMeanwhile={() => void queryClient.invalidateQueries({ queryKey: detailKey(pob.id) })}
      errorText={pobErrorText}
    >
      {children(format.vnd(pob.totalVnd))}
    </CancelRequest>
  );
}
