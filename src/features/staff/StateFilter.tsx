import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** A table's one filter: a labelled select of states, "all" first. */
export function StateFilter<T extends string>({
  label,
  value,
  labels,
  onChange,
}: {
  label: string;
  value: string | undefined;
  labels: Record<T, MessageDescriptor>;
  onChange: (state: T | undefined) => void;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  return (
    <div className="state-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">{t`Tất cả`}</option>
        {(Object.keys(labels) as T[]).map((state) => (
          <option key={state} value={state}>
            {i18n._(labels[state])}
          </option>
        ))}
      </select>
    </div>
  );
}
