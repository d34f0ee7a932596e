import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons/icons';
import './EmptyState.css';

/** What a page shows when it has nothing yet: what will be here, and a next step. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: IconName;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="empty-state">
      <span className="empty-state__icon">
        <Icon name={icon} size={40} />
      </span>
      <h2 className="empty-state__title">{title}</h2>
      {children && <div className="empty-state__body">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </section>
  );
}
