import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CounterPage } from '../../features/counter/CounterPage';

export const Route = createFileRoute('/_authed/counter')({
  staticData: { title: msg`Bộ đếm`, layout: 'default', scrollToTop: true },
  component: CounterPage,
});
