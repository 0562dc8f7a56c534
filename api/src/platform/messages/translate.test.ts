import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '@club/contract/locales';
import { describe, expect, it } from 'vitest';
import { catalogue, translate, type MessageId } from './translate';

/** The placeholders a message uses, plural and select branches included, sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') {
        for (const [key, branch] of Object.entries(format)) {
          if (key !== 'offset' && Array.isArray(branch)) walk(branch as CompiledMessage);
        }
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  const english = catalogue('en');

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every English message, with the same placeholders, and no other',
    (locale) => {
      const translated = catalogue(locale);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(english)) {
        const text = translated[id] ?? '';
        expect(text.trim(), `${locale} ${id}`).not.toBe('');
        expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(message));
      }
    },
  );

  it('every message is valid ICU in every language', () => {
    for (const locale of LOCALES) {
      for (const message of Object.values(catalogue(locale))) {
        expect(() => compileMessageOrThrow(message)).not.toThrow();
      }
    }
  });

  it('fills the placeholders with the values as given, in the language asked for', () => {
    const values = { title: 'Steel pipes', count: 3 };
    expect(translate('en', 'leadAlert.subject.one', values)).toBe('New lead: Steel pipes');
    expect(translate('hi', 'leadAlert.subject.one', values)).toBe('नई लीड: Steel pipes');
    expect(translate('gu', 'leadAlert.subject.one', values)).toBe('નવી લીડ: Steel pipes');
    expect(translate('gu', 'leadAlert.subject.other', values)).toContain('3 નવી લીડ');
  });

  it('keeps braces and quotes in a value as they are', () => {
    const id: MessageId = 'leadResponse.sms';
    expect(
      translate('en', id, { club: 'Club', company: "O'Neil {& Sons}", title: 'a "b"', link: 'x' }),
    ).toBe('Club: O\'Neil {& Sons} is interested in your lead "a "b"". x');
  });
});
