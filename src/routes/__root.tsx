import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../components/errors/NotFoundPage';
import { AppShell } from '../components/layout/AppShell';
import type { RouterContext } from '../routerContext';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  // Unknown paths render here, at the root, so no guarded layout runs first (and redirects).
  notFoundComponent: NotFoundPage,
});
