import type { ButtonHTMLAttributes, ReactNode } from 'react';

type BusyButtonProps = {
  /** The request the button started is running: disabled (unless `disabled` says otherwise), with a spinner. */
  busy: boolean;
  /** The wording while busy, when it differs from the button's own. */
  busyLabel?: ReactNode;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-busy' | 'children'>;

/** A button that shows the request it started: a spinner, aria-busy, and no second press meanwhile. */
export function BusyButton({
  busy,
  busyLabel,
  children,
  type = 'button',
  className = 'btn btn-primary btn-block',
  disabled = busy,
  ...button
}: BusyButtonProps) {
  return (
    <button type={type} className={className} disabled={disabled} aria-busy={busy || undefined} {...button}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
