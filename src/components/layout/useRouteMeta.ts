import { msg } from '@lingui/core/macro';
import { useRouterState } from '@tanstack/react-router';
import type { RouteMeta } from '../../routeMeta';

const notFoundMeta: RouteMeta = { title: msg`Không tìm thấy trang`, layout: 'blank', scrollToTop: true };
const errorMeta: RouteMeta = { title: msg`Có lỗi xảy ra`, layout: 'blank', scrollToTop: true };
const fallbackMeta: RouteMeta = { title: msg`MuaHộ`, layout: 'blank', scrollToTop: true };

/**
 * The meta of the page on screen: the deepest match's staticData, or the error pages' own when a
 * match failed (they draw their own heading, so they take the blank layout).
 */
export function useRouteMeta(): RouteMeta {
  const state = useRouterState({
    select: (s) => {
      if (s.matches.some((m) => m.status === 'notFound' || m._notFound)) return 'notFound';
      if (s.matches.some((m) => m.status === 'error')) return 'error';
      return 'ok';
    },
  });
  // A route's staticData is the same object on every render, so this select rarely re-renders.
  const staticData = useRouterState({ select: (s) => s.matches.at(-1)?.staticData });
  if (state === 'notFound') return notFoundMeta;
  if (state === 'error') return errorMeta;
  if (!staticData?.title) return fallbackMeta;
  return {
    title: staticData.title,
    layout: staticData.layout ?? 'blank',
    scrollToTop: staticData.scrollToTop ?? true,
  };
}
