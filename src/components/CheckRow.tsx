import type { ComponentProps, ReactNode } from 'react';
import './CheckRow.css';

/**
 * A checkbox for an optional service, its name in bold and what it costs or does underneath.
 * Everything else goes to the input, so it works controlled or through `form.register(...)`.
 */
export function CheckRow({ label, hint, ...input }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; hint?: ReactNode }) {
  return (
    <label className="check-row">
      <input type="checkbox" {...input} />
      <span>
        {label}
        {hint && <span className="check-row__hint">{hint}</span>}
      </span>
    </label>
  );
}
