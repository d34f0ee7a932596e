// Fails when the Lingui catalogs would mislead someone:
// - they are out of date with the source (a message in the code but not in the catalogs, or one
//   the code no longer has): `npm run i18n:extract` fixes that;
// - a Vietnamese, Chinese or English entry has no text (vi is what people read first; zh and en
//   would silently fall back to Vietnamese);
// - a translation lost or invented a placeholder (`{name}`, `<0>…</0>`), which would print a raw
//   brace or drop the value.
//
// Freshness is checked by running Lingui's own extractor in memory and comparing message ids
// with what the catalogs hold. Nothing is written, so it works the same on a clean CI clone and
// in a working tree with uncommitted changes, and it ignores the `#:` origin comments, whose line
// numbers move with every edit.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { relative } from 'node:path';

const config = getConfig({ cwd: process.cwd() });
const problems = [];

for (const catalog of await getCatalogs(config)) {
  const [source, stored] = await Promise.all([catalog.collect(), catalog.readAll()]);
  if (!source) throw new Error(`could not extract messages for ${catalog.path}`);
  const sourceIds = new Set(Object.keys(source));

  for (const [locale, messages] of Object.entries(stored)) {
    const file = relative(process.cwd(), catalog.getFilename(locale));
    if (!messages) {
      problems.push(`${file}: missing; run npm run i18n:extract`);
      continue;
    }
    const live = Object.entries(messages).filter(([, entry]) => !entry.obsolete);
    const storedIds = new Set(live.map(([id]) => id));
    const added = [...sourceIds].filter((id) => !storedIds.has(id)).map((id) => source[id].message ?? id);
    const removed = live.filter(([id]) => !sourceIds.has(id)).map(([id, entry]) => entry.message ?? id);
    const obsolete = Object.values(messages).filter((entry) => entry.obsolete).length;
    if (added.length || removed.length || obsolete) {
      problems.push(
        `${file}: out of date with the source; run npm run i18n:extract` +
          list('in the code, not in the catalog', added) +
          list('in the catalog, no longer in the code', removed) +
          (obsolete ? `\n  ${obsolete} obsolete (#~) entries` : ''),
      );
    }

    const untranslated = live.filter(([, entry]) => !entry.translation?.trim()).map(([id, entry]) => entry.message ?? id);
    if (untranslated.length) problems.push(`${file}: entries without text (${untranslated.length})` + list('', untranslated));

    const broken = live
      .filter(([, entry]) => entry.translation?.trim() && !samePlaceholders(entry.message ?? '', entry.translation))
      .map(([, entry]) => `${entry.message}  →  ${entry.translation}`);
    if (broken.length) problems.push(`${file}: placeholders differ from the Vietnamese` + list('', broken));
  }
}

if (problems.length) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log('locales: vi, zh and en are complete and match the source');

function list(title, items) {
  if (!items.length) return '';
  return `${title ? `\n  ${title}:` : ''}\n    ${items.join('\n    ')}`;
}

/** `{name}` values and `<0>`, `</0>`, `<0/>` tags, as a sorted list of distinct tokens. */
function placeholders(text) {
  return [...new Set(text.match(/\{\s*[\w.]+\s*\}|<\/?\d+\s*\/?>/g) ?? [])].map((t) => t.replace(/\s/g, '')).sort();
}

function samePlaceholders(message, translation) {
  return placeholders(message).join(' ') === placeholders(translation).join(' ');
}
