import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../../../features/profile/ChangePasswordPage';

export const Route = createFileRoute('/_authed/profile/changePassword')({
  staticData: { title: msg`Đổi mật khẩu`, layout: 'default', scrollToTop: true },
  component: ChangePasswordPage,
});
