/**
 * The account holder's name as Vietnamese banks print it and check it on a transfer: capital
 * letters without accents ("Nguyễn Văn A" → "NGUYEN VAN A"). Applied while the person types, so
 * it keeps one space after a word (the next word is coming) and only leaves out what a bank name
 * cannot hold; the schema trims the end.
 */
export function toAccountName(text: string): string {
  return (
    text
      // Decomposed, every tone mark and the horn of ư/ơ or the hat of â/ê/ô is its own character.
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      // đ has no decomposition: it is a letter of its own.
      .replace(/[đĐ]/g, 'D')
      .toUpperCase()
      .replace(/[^A-Z .'-]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/^ /, '')
  );
}
