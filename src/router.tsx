import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from './components/errors/ErrorPage';
import { NotFoundPage } from './components/errors/NotFoundPage';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './routerContext';

/** `history` defaults to the browser's; component tests pass a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
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
