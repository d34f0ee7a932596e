import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FileRouteTypes } from '../routeTree.gen';
import { Icon, type IconName } from './icons/icons';
import './LinkMenu.css';

/**
 * A card of links, one a row, each with its icon: the profile's settings and the agency's work.
 * Links to pages come as LinkMenuLinks; any other row is an `<li>` holding a link (or a button)
 * with the class `link-menu__link` and a LinkMenuLabel inside.
 */
export function LinkMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="card link-menu" aria-label={label}>
      <ul>{children}</ul>
    </nav>
  );
}

/** A row's icon and words, and a chevron where the row leads to another page. */
export function LinkMenuLabel({ icon, leads = true, children }: { icon: IconName; leads?: boolean; children: ReactNode }) {
  return (
    <>
      <Icon name={icon} />
      <span>{children}</span>
      {leads && <Icon name="chevron" size={20} />}
    </>
  );
}

/** A row that opens one of the app's pages. */
export type LinkMenuEntry = { to: FileRouteTypes['to']; label: MessageDescriptor; icon: IconName };

/** The menu's rows for links to pages, in order. */
export function LinkMenuLinks({ entries }: { entries: readonly LinkMenuEntry[] }) {
  const { i18n } = useLingui();
  return entries.map((entry) => (
    <li key={entry.to}>
      <Link to={entry.to} className="link-menu__link">
        <LinkMenuLabel icon={entry.icon}>{i18n._(entry.label)}</LinkMenuLabel>
      </Link>
    </li>
  ));
}
