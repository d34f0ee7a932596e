import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/LoginPage';

export const Route = createFileRoute('/auth/login')({
  staticData: { title: msg`Đăng nhập`, layout: 'blank', scrollToTop: true },
  component: LoginPage,
});
