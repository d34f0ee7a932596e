import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { TabNav } from '../TabNav';

/**
 * A list's status filter: "Tất cả", then one per status (or set of statuses) in the order given,
 * as chips over one list or as the tabs of a list split by them. The links are the caller's, typed
 * to its own route: `tab(status, text)` answers a TabLink, `status` undefined for "Tất cả".
 */
export function StatusTabs<S extends string>({
  label,
  variant = 'chips',
  statuses,
  labels,
  tab,
}: {
  label: string;
  variant?: 'chips' | 'tabs';
  statuses: readonly S[];
  labels: Record<S, MessageDescriptor>;
  tab: (status: S | undefined, text: ReactNode) => ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <TabNav label={label} variant={variant}>
      {tab(undefined, <Trans>Tất cả</Trans>)}
      {statuses.map((status) => (
        <Fragment key={status}>{tab(status, i18n._(labels[status]))}</Fragment>
      ))}
    </TabNav>
  );
}
