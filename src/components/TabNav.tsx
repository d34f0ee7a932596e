import { Link, type LinkComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './TabNav.css';

/**
 * A list's status tabs, scrolling sideways on a narrow screen. The tabs are the caller's router
 * links (typed to its own route): TabLink, or a Link with `className={TAB_CLASS}`; the router
 * marks the current one with aria-current, which the style follows.
 */
export const TAB_CLASS = 'tab-nav__tab';

/** `chips`: the lighter look of a filter over one list (the delivery requests' statuses). */
export function TabNav({ label, variant = 'tabs', children }: { label: string; variant?: 'tabs' | 'chips'; children: ReactNode }) {
  return (
    <nav className={variant === 'chips' ? 'tab-nav tab-nav--chips' : 'tab-nav'} aria-label={label}>
      {children}
    </nav>
  );
}

/**
 * A tab that changes what the list shows: it replaces the address (a filter is no step back), and
 * is current only when the whole search matches, so "Tất cả" is not current under every status.
 */
export const TabLink: LinkComponent<'a'> = (props) => <Link replace activeOptions={{ exact: true }} className={TAB_CLASS} {...props} />;
