import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A promise actor a machine names but src/ implements with `machine.provide({ actors })`, so the
 * machine stays free of HTTP, storage and the DOM. Reaching this placeholder means a provide was
 * forgotten; the error says where it belongs.
 */
export function providedBy<TOutput, TInput = NonReducibleUnknown>(name: string, where: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by ${where}`)));
}
