import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { requireSession } from '../session/requireSession';

/** Every route under this pathless layout needs a signed-in person; others go to login. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context }) => {
    if (!(await requireSession(context.session))) throw redirect({ to: '/auth/login' });
  },
  component: Outlet,
});
