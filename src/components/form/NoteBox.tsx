import type { TextareaHTMLAttributes } from 'react';
import { CharCount } from './CharCount';

type NoteBoxProps = {
  value: string;
  onValue: (text: string) => void;
  /** The contract's limit, shown as "180/200" under the box. */
  max: number;
  /** The count's id, for the box's aria-describedby. */
  countId: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'maxLength'>;

/** A free-text note for the seller: the box and, under it, what is typed against its limit. */
export function NoteBox({ value, onValue, max, countId, className, ...textarea }: NoteBoxProps) {
  return (
    <>
      <textarea
        {...textarea}
        className={className ? `field__input ${className}` : 'field__input'}
        maxLength={max}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
      <CharCount id={countId} length={value.length} max={max} />
    </>
  );
}
