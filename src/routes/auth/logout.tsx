import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../../features/auth/LogoutPage';

export const Route = createFileRoute('/auth/logout')({
  staticData: { title: msg`Đăng xuất`, layout: 'blank', scrollToTop: true },
  component: LogoutPage,
});
