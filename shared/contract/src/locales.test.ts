import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, localeOfPath, pathInLocale, withoutLocale } from '@club/contract/locales';

describe('paths per language', () => {
  it('puts a path into a language and reads it back', () => {
    expect(pathInLocale('/', 'hi')).toBe('/hi');
    expect(pathInLocale('/about', 'gu')).toBe('/gu/about');
    expect(pathInLocale('/about', 'en')).toBe('/about');
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/gu/connect/producers')).toBe('gu');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/hindi')).toBe('en');
    expect(withoutLocale('/hi')).toBe('/');
    expect(withoutLocale('/gu/about')).toBe('/about');
    expect(withoutLocale('/guide')).toBe('/guide');
  });

  it('round-trips every English path through every language', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom(...LOCALES),
        (parts, locale) => {
          const path = `/${parts.join('/')}`;
          // An English path never starts with a language's prefix (no page is named hi or gu).
          fc.pre(localeOfPath(path) === 'en');
          const localised = pathInLocale(path, locale);
          expect(localeOfPath(localised)).toBe(locale);
          expect(withoutLocale(localised)).toBe(path);
        },
      ),
    );
  });
});
