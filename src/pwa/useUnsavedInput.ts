import { useEffect, useState } from 'react';
import { hasUnsavedInput } from './unsavedInput';

/** hasUnsavedInput(), re-read on every edit while `watching` (the update prompt is up). */
export function useUnsavedInput(watching: boolean): boolean {
  const [unsaved, setUnsaved] = useState(() => watching && hasUnsavedInput());
  useEffect(() => {
    if (!watching) return;
    const update = () => setUnsaved(hasUnsavedInput());
    update();
    for (const type of ['input', 'change', 'submit', 'reset'] as const) document.addEventListener(type, update, true);
    return () => {
      for (const type of ['input', 'change', 'submit', 'reset'] as const) document.removeEventListener(type, update, true);
    };
  }, [watching]);
  return watching && unsaved;
}
