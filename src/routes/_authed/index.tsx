import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';

export const Route = createFileRoute('/_authed/')({
  staticData: { title: msg`Trang chủ`, layout: 'default', scrollToTop: true },
  component: HomePage,
});
