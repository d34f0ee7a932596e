/**
 * JSON.parse, except that integers longer than 15 digits become strings. The platform's ids are
 * 64-bit and sometimes sent as bare numbers, which a JavaScript number would silently round
 * (Node 20 has no access to a number's source text in a reviver).
 */
export function parseJsonKeepingIds(text: string): unknown {
  let out = '';
  let copied = 0;
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"') {
      at += 1;
      while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
      at += 1;
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      let end = at;
      while (end < text.length && /[-+0-9.eE]/.test(text[end]!)) end += 1;
      const token = text.slice(at, end);
      if (/^-?\d{16,}$/.test(token)) {
        out += `${text.slice(copied, at)}"${token}"`;
        copied = end;
      }
      at = end;
    } else {
      at += 1;
    }
  }
  return JSON.parse(out + text.slice(copied));
}
