import type { ReactNode } from 'react';

/** A list's first load: three grey rows, and what is loading for a screen reader. */
export function ListSkeleton({ label, className }: { label?: ReactNode; className?: string }) {
  return (
    <div className={className ? `card ${className}` : 'card'}>
      {label && (
        <p className="visually-hidden" role="status">
          {label}
        </p>
      )}
      {[0, 1, 2].map((row) => (
        <span key={row} className="skeleton skeleton--row" aria-hidden="true" />
      ))}
    </div>
  );
}
