import type { MessageDescriptor } from '@lingui/core';

/**
 * `blank`: the page draws everything itself. `default`: header with back navigation and tab bar.
 * `console`: the staff console, full width, its own side navigation (src/features/staff/StaffLayout).
 */
export type Layout = 'blank' | 'default' | 'console';

export type RouteMeta = {
  /** The document title and header text, translated when shown. */
  title: MessageDescriptor;
  layout: Layout;
  /** Scroll to the top when the route is entered (lists keep their place when this is false). */
  scrollToTop: boolean;
};

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- only an interface merges into the router's own
  interface StaticDataRouteOption extends Partial<RouteMeta> {}
}
