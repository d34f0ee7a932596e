import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';

/**
 * The big box a keyboard-wedge scanner types a code and Enter into, with its button. The cursor
 * starts in it: scanning is the page's purpose. What Enter does is the page's (`onSubmit`).
 */
export function ScanCodeForm({
  formLabel,
  role,
  label,
  value,
  onChange,
  onSubmit,
  inputRef,
  submitLabel,
  disabled = false,
  submitDisabled = false,
  enterKeyHint,
  children,
}: {
  formLabel: string;
  role?: 'search';
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  submitLabel: ReactNode;
  /** No scanning yet (the warehouse is not chosen): the box and its button are off. */
  disabled?: boolean;
  /** The button alone is off (a step is running; the code waits in the box). */
  submitDisabled?: boolean;
  enterKeyHint?: 'search';
  /** More ways in, below the box (the camera). */
  children?: ReactNode;
}) {
  const inputId = useId();
  return (
    <form className="scan-page__form" role={role} aria-label={formLabel} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="scan-page__label">
        {label}
      </label>
      <div className="scan-page__row">
        <input
          id={inputId}
          ref={inputRef}
          className="field__input scan-page__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint={enterKeyHint}
          disabled={disabled || undefined}
          autoFocus
        />
        <button type="submit" className="btn btn-primary" disabled={disabled || submitDisabled || undefined}>
          {submitLabel}
        </button>
      </div>
      {children}
    </form>
  );
}
