// Fails when a Vietnamese catalog entry has no translation: vi is what people read, and an empty
// msgstr would show them the message id instead. zh and en may lag behind (they fall back to vi).
import { readFileSync } from 'node:fs';

const file = 'locales/vi/messages.po';
const entries = readFileSync(file, 'utf8').split(/\n\s*\n/);
const missing = [];
for (const entry of entries) {
  const id = entry.match(/^msgid "(.*)"$/m)?.[1];
  if (id === undefined || id === '') continue;
  // A multi-line msgstr starts with `msgstr ""` followed by continuation lines.
  const str = entry.match(/^msgstr "(.*)"((?:\n".*")*)/m);
  const text = str ? str[1] + (str[2] ?? '').replace(/\n"(.*)"/g, '$1') : '';
  if (!text) missing.push(id);
}
if (missing.length) {
  console.error(`${file}: ${missing.length} entries without Vietnamese text:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`${file}: complete`);
