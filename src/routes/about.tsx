import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/about/AboutPage';

export const Route = createFileRoute('/about')({
  staticData: { title: msg`Giới thiệu`, layout: 'default', scrollToTop: true },
  component: AboutPage,
});
