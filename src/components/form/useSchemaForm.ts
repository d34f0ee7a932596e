import { useRef, useState, type FormEvent } from 'react';
import type { FieldError, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod/mini';

export type SchemaFormErrors<Name extends string> = Partial<Record<Name, FieldError>>;

/**
 * A form of text inputs checked by a contract schema, for the pages a visitor signs in or up on
 * (the login page is on every signed-out first load), where react-hook-form would cost more than
 * the page itself. The inputs keep their own values, so what the browser autofills is what is sent. It behaves as the other forms
 * do with react-hook-form's defaults: the schema runs on submit, focus goes to the first field in
 * error, and after a failed submit each change checks its field again (clearing a server's error
 * on it). `register`, `errors` and `setError` have react-hook-form's shapes, so the field
 * components and applyServerErrors serve both kinds of form.
 */
export function useSchemaForm<Name extends string, Output>(schema: z.ZodMiniType<Output>, names: readonly Name[]) {
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<SchemaFormErrors<Name>>({});

  const check = () => {
    const values = Object.fromEntries(names.map((name) => [name, inputs.current.get(name)?.value ?? '']));
    const result = schema.safeParse(values);
    const found: SchemaFormErrors<Name> = {};
    for (const issue of result.error?.issues ?? []) {
      const name = issue.path[0] as Name;
      // The first problem of a field is the one shown, as react-hook-form's resolver does.
      if (names.includes(name) && !found[name]) found[name] = { type: issue.code, message: issue.message };
    }
    return { data: result.success ? result.data : undefined, found };
  };

  const register = (name: Name): UseFormRegisterReturn<Name> => ({
    name,
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    onChange: async () => {
      if (!submitted.current) return;
      const problem = check().found[name];
      setErrors((current) => ({ ...current, [name]: problem }));
    },
    onBlur: async () => {},
  });

  const handleSubmit = (onValid: (data: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const { data, found } = check();
    setErrors(found);
    const invalid = names.filter((name) => found[name]);
    if (invalid.length === 0) return onValid(data as Output);
    // The first field in error on screen, whatever the order of `names`, as react-hook-form does.
    const shown = invalid.flatMap((name) => inputs.current.get(name) ?? []);
    shown.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0]?.focus();
  };

  const setError: UseFormSetError<Record<Name, string>> = (name, error) =>
    setErrors((current) => ({ ...current, [name]: { type: error.type ?? 'server', message: error.message } }));

  return { register, handleSubmit, errors, setError };
}
