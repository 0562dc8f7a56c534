import fc from 'fast-check';
import { HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters } from '@club/contract/hidden-characters';
import { text } from '@club/contract/common';
import { leadCreateBodySchema } from '@club/contract/leads';
import { newsCreateBodySchema } from '@club/contract/news';
import { registrationBodySchema } from '@club/contract/registration';

const BIDI_CONTROLS = [
  '\u061C',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const INVISIBLE = ['\u200B', '\u2060', '\uFEFF', '\u180E', '\u00AD', '\u3164', '\u{E0041}'];
const ZWNJ = '\u200C';
const ZWJ = '\u200D';

/** Text people type without any of those: letters of any script, digits, punctuation, emoji. */
const plainText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0x1faff })
    .map((code) => String.fromCodePoint(code))
    .filter((character) => /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}]$/u.test(character))
    .filter((character) => !/\p{Default_Ignorable_Code_Point}/u.test(character)),
  maxLength: 30,
});

describe('hidden characters', () => {
  it('refuses a bidi control or an invisible character anywhere in any text', () => {
    fc.assert(
      fc.property(
        plainText,
        plainText,
        fc.constantFrom(...BIDI_CONTROLS, ...INVISIBLE),
        (before, after, hidden) => {
          expect(hasHiddenCharacters(`${before}${hidden}${after}`)).toBe(true);
        },
      ),
    );
  });

  it('accepts text without them, in any script', () => {
    fc.assert(
      fc.property(plainText, (value) => {
        expect(hasHiddenCharacters(value)).toBe(false);
      }),
    );
    expect(hasHiddenCharacters('Mahisagar Foods LLP, 14 Sayajigunj\nVadodara 390005')).toBe(false);
    expect(hasHiddenCharacters('ભાવનગર સોલ્ટ વર્ક્સ')).toBe(false);
  });

  it('accepts ZWJ and ZWNJ inside a word of an Indian script, as Hindi and Gujarati spell with them', () => {
    // क्‍ष: the half form of ka before ssa; क्‌ष: the virama kept visible.
    expect(hasHiddenCharacters(`रक्${ZWJ}षा ट्रेडर्स`)).toBe(false);
    expect(hasHiddenCharacters(`रक्${ZWNJ}षा ट्रेडर्स`)).toBe(false);
    // The eyelash ra of Marathi, and a Gujarati half form.
    expect(hasHiddenCharacters(`र्${ZWJ}य`)).toBe(false);
    expect(hasHiddenCharacters(`ક્${ZWJ}ષ`)).toBe(false);
    // Bengali's ya-phala after ra, and Malayalam's chillu at the end of a word.
    expect(hasHiddenCharacters(`র${ZWJ}্য`)).toBe(false);
    expect(hasHiddenCharacters(`അവന്${ZWJ} Foods`)).toBe(false);
  });

  it('accepts ZWJ within an emoji sequence and the emoji presentation selectors', () => {
    expect(hasHiddenCharacters('Team 👨‍👩‍👧 and 👩🏽‍💻, proud 🏳️‍🌈 ❤️‍🔥')).toBe(false);
    expect(hasHiddenCharacters('Call 1️⃣ or ☺︎')).toBe(false);
  });

  it('refuses ZWJ and ZWNJ where they only hide: at the ends, doubled, beside Latin, digits or punctuation, between scripts', () => {
    for (const joiner of [ZWJ, ZWNJ]) {
      expect(hasHiddenCharacters(`${joiner}रक्षा`)).toBe(true);
      expect(hasHiddenCharacters(`रक्षा${joiner}`)).toBe(true);
      expect(hasHiddenCharacters(`रक${joiner}${joiner}षा`)).toBe(true);
      expect(hasHiddenCharacters(`Ta${joiner}ta Steel`)).toBe(true);
      expect(hasHiddenCharacters(`Tata${joiner} Steel`)).toBe(true);
      expect(hasHiddenCharacters(`Acme 2${joiner}0`)).toBe(true);
      expect(hasHiddenCharacters(`Acme.${joiner}`)).toBe(true);
      expect(hasHiddenCharacters(`क${joiner}ક`)).toBe(true);
    }
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcXYZ019 .,-&'), minLength: 1 }),
        fc.string({ unit: fc.constantFrom(...'abcXYZ019 .,-&') }),
        fc.constantFrom(ZWJ, ZWNJ),
        (before, after, joiner) => {
          expect(hasHiddenCharacters(`${before}${joiner}${after}`)).toBe(true);
        },
      ),
    );
    // A variation selector that changes nothing is as invisible.
    expect(hasHiddenCharacters('Tata\uFE0F Steel')).toBe(true);
  });
});

describe('the text fields that refuse them', () => {
  const RLO_NAME = 'Acme \u202EdetimiL';

  it('refuse them in every free text with the same message', () => {
    const result = text({ max: 100 }).safeParse(`Acme${'\u200B'}Ltd`);
    expect(result.error?.issues[0]?.message).toBe(HIDDEN_CHARACTERS_MESSAGE);
    const lead = leadCreateBodySchema.safeParse({ title: RLO_NAME });
    expect(lead.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['title'], message: HIDDEN_CHARACTERS_MESSAGE }),
    );
    const news = newsCreateBodySchema.safeParse({ title: RLO_NAME, content: 'x' });
    expect(news.error?.issues[0]).toMatchObject({
      path: ['title'],
      message: HIDDEN_CHARACTERS_MESSAGE,
    });
  });

  it('name the field of a registration: the company name, the user name', () => {
    const company = registrationBodySchema.safeParse({ company: { companyName: RLO_NAME } });
    expect(company.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['company', 'companyName'],
        message: HIDDEN_CHARACTERS_MESSAGE,
      }),
    );
    const user = registrationBodySchema.safeParse({ user: { username: `Kavya${ZWJ}Shah` } });
    expect(user.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['user', 'username'], message: HIDDEN_CHARACTERS_MESSAGE }),
    );
    const hindi = registrationBodySchema.safeParse({ user: { username: `रक्${ZWJ}षा शाह` } });
    expect(hindi.error?.issues.filter((issue) => issue.path.join('.') === 'user.username')).toEqual(
      [],
    );
  });
});
