import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';
import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage';

export const Route = createFileRoute('/auth/forgotPassword')({
  staticData: { title: msg`Tìm lại mật khẩu`, layout: 'blank', scrollToTop: true },
  loader: () => loadFeatureCatalog('account'),
  component: ForgotPasswordPage,
});
