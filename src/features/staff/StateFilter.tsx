import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useTableControls } from './useTableControls';

/**
 * A table's one filter: a labelled select of states, "all" first, "Trạng thái" unless named. The
 * choice lives in the address like the table's search and page, and starts again at page 1.
 */
export function StateFilter<T extends string>({
  label,
  value,
  labels,
}: {
  label?: string;
  value: string | undefined;
  labels: Record<T, MessageDescriptor>;
}) {
  const { i18n, t } = useLingui();
  const controls = useTableControls();
  const id = useId();
  return (
    <div className="state-filter">
      <label htmlFor={id}>{label ?? t`Trạng thái`}</label>
      <select id={id} className="field__input" value={value ?? ''} onChange={(event) => controls.onState(event.target.value || undefined)}>
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
