import { describe, expect, it } from 'vitest';
import { locales } from '../../../contract/user';
import { dictionaries, pickLocale } from '../../../server/i18n';

/** Every path to a leaf (text or function) of a dictionary: `errors.not-found`, `mail.resetCode`. */
function keyPaths(value: object, prefix = ''): string[] {
  return Object.entries(value)
    .flatMap(([key, child]) =>
      child !== null && typeof child === 'object' ? keyPaths(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();
}

describe('the server’s dictionaries', () => {
  it.each(locales.filter((l) => l !== 'vi'))('%s has exactly the keys Vietnamese has', (locale) => {
    expect(keyPaths(dictionaries[locale])).toEqual(keyPaths(dictionaries.vi));
  });

  it.each(locales)('%s has no empty text and a reset mail that carries the code and its lifetime', (locale) => {
    const dictionary = dictionaries[locale];
    const texts = [
      ...Object.values(dictionary.errors),
      ...Object.values(dictionary.validation),
      dictionary.invalidValue,
      dictionary.forgotPasswordAccepted,
    ];
    for (const text of texts) expect(text.trim()).not.toBe('');
    const mail = dictionary.mail.resetCode({ fullName: 'Nguyễn Văn An', code: '042917', minutes: 10 });
    expect(mail.subject).toContain('042917');
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('Nguyễn Văn An');
    expect(mail.text).toContain('10');
  });

  it('keeps every translation distinct from the Vietnamese text', () => {
    for (const locale of ['zh', 'en'] as const) {
      for (const [code, text] of Object.entries(dictionaries[locale].errors)) {
        expect(text, `${locale} ${code}`).not.toBe(dictionaries.vi.errors[code as keyof typeof dictionaries.vi.errors]);
      }
    }
  });
});

describe('choosing a language from Accept-Language', () => {
  it.each([
    [undefined, 'vi'],
    ['', 'vi'],
    ['vi', 'vi'],
    ['vi-VN,vi;q=0.9', 'vi'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['ZH-hans-cn', 'zh'],
    ['zh-TW', 'zh'],
    ['en-US', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'en'],
    ['en;q=0.5, zh;q=0.9', 'zh'],
    ['en;q=0.8, zh;q=0.8', 'en'],
    ['en;q=0, zh;q=0.1', 'zh'],
    ['en;q=2, zh', 'zh'],
    ['de, *;q=0.5, en;q=0.1', 'vi'],
    ['ja-JP', 'vi'],
    [',;q=,', 'vi'],
  ] as const)('%s → %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});
