import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError as RhfFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';

export type TextFieldProps = {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: RhfFieldError;
  hint?: ReactNode;
  /** Drawn inside the input's box, after it (the password toggle). */
  trailing?: ReactNode;
  /**
   * The contract schema's limit. Shown as a count under the box; never put on the input, whose
   * own maxLength would silently cut a pasted text that the form then saves cut.
   */
  maxLength?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'maxLength'>;

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, registration, error, hint, trailing, maxLength, type = 'text', ...input }: TextFieldProps) {
  const [length, setLength] = useState(0);
  const { ref, onChange } = registration;
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error?.message}
      invalid={Boolean(error)}
      trailing={trailing}
      count={maxLength === undefined ? undefined : { length, max: maxLength }}
    >
      {(control) => (
        <input
          type={type}
          className="field__input"
          {...control}
          {...input}
          {...registration}
          ref={(element) => {
            ref(element);
            // A new callback each render, so this also reads values the form set itself (defaults, reset).
            if (element && maxLength !== undefined) setLength(element.value.length);
          }}
          onChange={(event) => {
            setLength(event.target.value.length);
            return onChange(event);
          }}
        />
      )}
    </FieldFrame>
  );
}
