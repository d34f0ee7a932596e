import { randomCode } from '../users/customerCode';

/**
 * The memo a customer types into their bank transfer: `NAP <customerCode> <4 characters>`, e.g.
 * `NAP MH7K2Q9 X4TZ`. The characters come from the customer-code alphabet
 * (server/modules/users/customerCode.ts: no 0/O, no 1/I), because people copy it by eye.
 */
/** One character of that alphabet, for matching. */
const CHAR = '[A-HJ-NP-Z2-9]';

export function newRechargeMemo(customerCode: string): string {
  return `NAP ${customerCode} ${randomCode(4)}`;
}

/**
 * Every recharge memo a statement line may be carrying. Banks rewrite memos freely: they upper-case
 * them, drop or change spaces and punctuation, and wrap them in their own text
 * ("MBVCB.3349.NAP MH7K2Q9 X4TZ.CT tu 0123…"). So the line is reduced to A–Z and 0–9 and searched
 * for `NAP` + `MH` and five characters + four characters; each hit is turned back into the stored
 * form. Several hits are possible (a customer pasting two memos); the caller looks all of them up.
 */
export function memosIn(text: string): string[] {
  const squeezed = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  // The lookahead finds overlapping hits, e.g. "NAPNAPMH…" where the first NAP is noise.
  const pattern = new RegExp(`(?=NAP(MH${CHAR}{5})(${CHAR}{4}))`, 'g');
  const found = new Set<string>();
  for (const match of squeezed.matchAll(pattern)) found.add(`NAP ${match[1]} ${match[2]}`);
  return [...found];
}
