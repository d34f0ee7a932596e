import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';
import { RegisterPage } from '../../features/auth/RegisterPage';
import { isSignedIn } from '../../session/requireSession';

export const Route = createFileRoute('/auth/register')({
  staticData: { title: msg`Đăng ký tài khoản`, layout: 'blank', scrollToTop: true },
  beforeLoad: async ({ context }) => {
    if (await isSignedIn(context.session)) throw redirect({ to: '/' });
  },
  loader: () => loadFeatureCatalog('account'),
  component: RegisterPage,
});
