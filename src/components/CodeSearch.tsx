import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useFollowingDraft } from '../lib/useFollowingDraft';
import { FieldError } from './form/FieldError';
import './CodeSearch.css';

export type CodeSearchProps = {
  /** The search in the address; the box follows it when back/forward changes it. */
  q: string | undefined;
  onSearch: (value: string) => void;
  /** The box's name for a screen reader, the form's, and the hint inside the box. */
  label: string;
  formLabel: string;
  placeholder: string;
  /** The longest search the list's address accepts: a longer one is refused, never cut. */
  maxLength: number;
  /** Extra layout on top of the box-and-button row (the package lookup stacks them). */
  className?: string;
  /** What is typed: a code (an order's, a customer's) or words (of an article); the "too long" message names it. */
  searches?: 'code' | 'words';
};

/** A list's search by (part of) a code or by words: a labelled search box and "Tìm"; an empty search clears it. */
export function CodeSearch({ q, onSearch, label, formLabel, placeholder, maxLength, className, searches = 'code' }: CodeSearchProps) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [value, setValue] = useFollowingDraft(q);
  const [tooLong, setTooLong] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = value.trim();
    // A pasted search longer than the list accepts would be searched cut short: say so instead.
    if (search.length > maxLength) return setTooLong(true);
    setTooLong(false);
    onSearch(search);
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
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setTooLong(false);
        }}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? errorId : undefined}
      />
      <button type="submit" className="btn btn-primary">
        <Trans>Tìm</Trans>
      </button>
      <FieldError
        id={errorId}
        message={
          !tooLong
            ? undefined
            : searches === 'words'
              ? t`Từ khóa tìm kiếm dài quá ${maxLength} ký tự. Hãy rút gọn lại.`
              : t`Mã tìm kiếm dài quá ${maxLength} ký tự. Hãy rút gọn lại.`
        }
      />
    </form>
  );
}
