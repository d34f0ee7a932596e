import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from './components/errors/ErrorPage';
import { NotFoundPage } from './components/errors/NotFoundPage';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './routerContext';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
