import { Trans } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { useFollowingDraft } from '../lib/useFollowingDraft';
import './CodeSearch.css';

type Props = {
  /** The search in the address; the box follows it when back/forward changes it. */
  q: string | undefined;
  onSearch: (value: string) => void;
  /** The box's name for a screen reader, the form's, and the hint inside the box. */
  label: string;
  formLabel: string;
  placeholder: string;
  maxLength: number;
  /** Extra layout on top of the box-and-button row (the package lookup stacks them). */
  className?: string;
};

/** A list's search by (part of) a code: a labelled search box and "Tìm"; an empty search clears it. */
export function CodeSearch({ q, onSearch, label, formLabel, placeholder, maxLength, className }: Props) {
  const inputId = useId();
  const [value, setValue] = useFollowingDraft(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className={`card code-search${className ? ` ${className}` : ''}`} role="search" aria-label={formLabel} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="field__input"
        type="search"
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        <Trans>Tìm</Trans>
      </button>
    </form>
  );
}
