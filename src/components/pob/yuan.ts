/*
 * Amounts of ¥ as people type and read them, and as the API holds them (fen, 1/100 ¥): the
 * customer's pay-on-behalf form and refund request, and the staff console's refunds, read the
 * same text the same way.
 */

/**
 * An amount of ¥ in fen, from what a person types: digits with at most two decimals after "." or
 * ",", "¥" and spaces allowed. Null for anything else (a thousands separator, three decimals, a
 * sign), so "1.234" is never taken for ¥1,234 or ¥1.23: the form asks instead.
 */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s¥￥元]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The amount as a form shows it again ("123.45", "80"). */
export function fenToYuanText(fen: number): string {
  const cents = fen % 100;
  return cents === 0 ? String(fen / 100) : `${Math.floor(fen / 100)}.${String(cents).padStart(2, '0')}`;
}
