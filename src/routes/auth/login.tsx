import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/auth/login')({
  staticData: { title: msg`Đăng nhập`, layout: 'blank', scrollToTop: true },
  component: () => <p>login</p>,
});
