import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: people read these codes aloud and type them into bank transfer memos. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `length` random characters of CODE_ALPHABET. */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** `MH` and five characters (32⁵ ≈ 33 million codes), e.g. `MH7K2Q9`. */
export function newCustomerCode(): string {
  return `MH${randomCode(5)}`;
}
