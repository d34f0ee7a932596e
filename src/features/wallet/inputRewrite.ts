import type { ChangeEvent, CompositionEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Rewrites an input's text in place, keeping the caret after the same characters. */
function rewrite(input: HTMLInputElement, transform: (text: string) => string): void {
  const before = input.value;
  const after = transform(before);
  if (after === before) return;
  const caret = input.selectionStart ?? before.length;
  const nextCaret = transform(before.slice(0, caret)).length;
  input.value = after;
  if (document.activeElement === input) input.setSelectionRange(nextCaret, nextCaret);
}

/**
 * A react-hook-form registration whose text is rewritten as the person types (digits only,
 * capitals without accents). Not while an input method is composing a letter: Vietnamese
 * keyboards (Telex, VNI) build "ễ" from several keys, and changing the text halfway would break
 * the letter; it is rewritten once the composition ends.
 */
export function rewritingInput(registration: UseFormRegisterReturn, transform: (text: string) => string) {
  return {
    registration: {
      ...registration,
      onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
        const native = (event as Partial<ChangeEvent<HTMLInputElement>>).nativeEvent as InputEvent | undefined;
        if (!native?.isComposing) rewrite(event.target, transform);
        return registration.onChange(event);
      },
    } satisfies UseFormRegisterReturn,
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      rewrite(input, transform);
      void registration.onChange({ target: input, type: 'change' });
    },
  };
}
