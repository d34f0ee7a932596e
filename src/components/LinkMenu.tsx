import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons/icons';
import './LinkMenu.css';

/**
 * A card of links, one a row, each with its icon: the profile's settings and the agency's work.
 * Each row is an `<li>` holding a link (or a button) with the class `link-menu__link`; its
 * content is a LinkMenuLabel. The link itself stays at the call site, typed by the router.
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
