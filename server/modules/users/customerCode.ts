import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: people read these codes aloud and type them into bank transfer memos. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `MH` and five characters (32⁵ ≈ 33 million codes), e.g. `MH7K2Q9`. */
export function newCustomerCode(): string {
  let code = 'MH';
  for (let i = 0; i < 5; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
