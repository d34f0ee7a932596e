/** Vietnamese mobile numbers: `0` or `+84`/`84`, a carrier prefix, seven digits. */
export const VN_MOBILE = /^(?:\+?84|0)(3[2-9]|5[25689]|7[06-9]|8[1-9]|9[0-46-9])\d{7}$/;

/** Spaces, dots and dashes people type between digit groups are not part of the number. */
export function compactPhone(input: string): string {
  return input.replace(/[\s.\-()]/g, '');
}

export function isVietnameseMobile(input: string): boolean {
  return VN_MOBILE.test(compactPhone(input));
}

/** The stored form, `+84` followed by nine digits. Returns null for anything that is not a mobile. */
export function normalizePhone(input: string): string | null {
  const compact = compactPhone(input);
  if (!VN_MOBILE.test(compact)) return null;
  const national = compact.replace(/^(?:\+?84|0)/, '');
  return `+84${national}`;
}

/** How a Vietnamese reader writes their number: 0912 345 678. */
export function formatPhone(stored: string): string {
  const national = stored.startsWith('+84') ? `0${stored.slice(3)}` : stored;
  return national.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3');
}
