import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/LoginPage';
import { isSignedIn } from '../../session/requireSession';

export const Route = createFileRoute('/auth/login')({
  staticData: { title: msg`Đăng nhập`, layout: 'blank', scrollToTop: true },
  beforeLoad: async ({ context }) => {
    if (await isSignedIn(context.session)) throw redirect({ to: '/' });
  },
  component: LoginPage,
});
