import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccountPage } from '../../../features/profile/DeleteAccountPage';

export const Route = createFileRoute('/_authed/profile/deleteAccount')({
  staticData: { title: msg`Xóa tài khoản`, layout: 'default', scrollToTop: true },
  component: DeleteAccountPage,
});
