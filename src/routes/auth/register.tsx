import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/RegisterPage';

export const Route = createFileRoute('/auth/register')({
  staticData: { title: msg`Đăng ký tài khoản`, layout: 'blank', scrollToTop: true },
  component: RegisterPage,
});
