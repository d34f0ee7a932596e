/**
 * "Does a form on this page hold input that would be lost by a reload?" for the update prompt.
 *
 * A control's default is what it held when the person first reached for it (focus, pointer or
 * typing), not its HTML `defaultValue`: forms here are filled by script (react-hook-form's
 * defaultValues set `.value`, never the attribute), so comparing with `defaultValue` would call
 * every prefilled profile form unsaved. Controls nobody touched count as unchanged. Submitting a
 * form makes its current values the new defaults; resetting it, after the reset.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const baselines = new WeakMap<Control, string>();

const IGNORED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

function asControl(target: EventTarget | null): Control | null {
  const element = target instanceof HTMLLabelElement ? target.control : target;
  if (element instanceof HTMLInputElement) return IGNORED_TYPES.has(element.type) ? null : element;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return element;
  return null;
}

function valueOf(control: Control): string {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio') return String(control.checked);
    if (control.type === 'file') return String(control.files?.length ?? 0);
  }
  if (control instanceof HTMLSelectElement) return [...control.selectedOptions].map((o) => o.value).join('\n');
  return control.value;
}

function controlsOf(form: HTMLFormElement): Control[] {
  return [...form.elements].map(asControl).filter((c): c is Control => c !== null);
}

/** Starts remembering defaults; returns the function that stops it. */
export function trackUnsavedInput(doc: Document = document): () => void {
  const remember = (event: Event) => {
    const control = asControl(event.target);
    if (control?.form && !baselines.has(control)) baselines.set(control, valueOf(control));
  };
  const rebaseline = (form: EventTarget | null) => {
    if (!(form instanceof HTMLFormElement)) return;
    for (const control of controlsOf(form)) if (baselines.has(control)) baselines.set(control, valueOf(control));
  };
  const onSubmit = (event: Event) => rebaseline(event.target);
  // The reset event fires before the form resets (and react-hook-form sets values after it).
  const onReset = (event: Event) => void setTimeout(() => rebaseline(event.target), 0);
  const triggers = ['focusin', 'pointerdown', 'keydown', 'beforeinput'] as const;
  for (const type of triggers) doc.addEventListener(type, remember, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('reset', onReset, true);
  return () => {
    for (const type of triggers) doc.removeEventListener(type, remember, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('reset', onReset, true);
  };
}

/** True when some form on the page has a control whose value differs from its default. */
export function hasUnsavedInput(doc: Document = document): boolean {
  for (const form of doc.forms) {
    for (const control of controlsOf(form)) {
      const baseline = baselines.get(control);
      if (baseline !== undefined && baseline !== valueOf(control)) return true;
    }
  }
  return false;
}
