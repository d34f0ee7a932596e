import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useTableControls } from './useTableControls';

/**
 * A table's filter: a labelled select of states, "all" first, "Trạng thái" unless named. The
 * choice lives in the address like the table's search and page (as `state`, or `param` for a
 * second filter), and starts again at page 1.
 */
export function StateFilter<T extends string>({
  label,
  value,
  labels,
  param,
}: {
  label?: string;
  value: string | undefined;
  labels: Record<T, MessageDescriptor>;
  param?: string;
}) {
  const { i18n, t } = useLingui();
  const controls = useTableControls();
  const id = useId();
  return (
    <div className="state-filter">
      <label htmlFor={id}>{label ?? t`Trạng thái`}</label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        onChange={(event) => {
          const chosen = event.target.value || undefined;
          if (param) controls.onFilter(param, chosen);
          else controls.onState(chosen);
        }}
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
