import type { ReactNode } from 'react';
import './ChoiceChips.css';

export type Choice<T extends string> = { value: T; label: ReactNode };

/** A labelled set of radio chips: one choice among a few, each a 44 px target. */
export function ChoiceChips<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="choice-chips">
      <legend className="field__label">{legend}</legend>
      <div className="choice-chips__row">
        {choices.map((choice) => (
          <label key={choice.value} className="choice-chip">
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
