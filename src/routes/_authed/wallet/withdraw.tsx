import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawPage } from '../../../features/wallet/WithdrawPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/wallet/withdraw')({
  staticData: { title: msg`Ví – Rút tiền`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('wallet'),
  component: WithdrawPage,
});
