/**
 * Characters that change how a text looks, or hide part of it, without being
 * seen: a right-to-left override turns "Tata Steel" written backwards into
 * something that reads like another company, and a zero-width space makes a
 * second "Tata Steel" that is not a duplicate. Names and free text refuse them
 * (docs/decisions/0004-invisible-characters.md):
 *
 * - bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), always;
 * - other characters that are default-ignorable (rendered as nothing): zero-width
 *   space, word joiner, BOM, soft hyphen, Mongolian vowel separator, Hangul
 *   fillers, tag characters...;
 * - ZWNJ and ZWJ, except where a script needs them: between letters and marks
 *   of one Indian script (Hindi's and Gujarati's conjuncts), after an Indian
 *   script's virama (half forms, Malayalam's chillu), and ZWJ between emoji;
 * - variation selectors, except the text/emoji selectors after an emoji or in
 *   a keycap.
 */

const ZWNJ = '\u200C';
const ZWJ = '\u200D';
const KEYCAP = '\u20E3';

const BIDI_CONTROL = /^[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]$/u;
const DEFAULT_IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
const EMOJI_PRESENTATION_SELECTOR = /^[\uFE0E\uFE0F]$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const EMOJI_JOIN_LEFT = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]$/u;
const KEYCAP_BASE = /^[#*0-9]$/u;

/** The scripts of India whose spelling uses ZWNJ and ZWJ. */
const INDIAN_SCRIPT_NAMES = [
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
];

let indianScriptPatterns: RegExp[] | undefined;

/**
 * A pattern per Indian script, made the first time a joiner is checked: the
 * nine Unicode-script patterns take some 15 ms to build on a phone, which
 * every page that loads this module would pay, and a joiner is rare.
 */
function indianScripts(): RegExp[] {
  indianScriptPatterns ??= INDIAN_SCRIPT_NAMES.map(
    (script) => new RegExp(`^(?=[\\p{L}\\p{M}])\\p{Script=${script}}$`, 'u'),
  );
  return indianScriptPatterns;
}

/** The virama (halant) of each of those scripts, after which a joiner picks a half form. */
const VIRAMA = /^[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D]$/u;

function joinerIsSpelling(joiner: string, before = '', after = ''): boolean {
  if (indianScripts().some((script) => script.test(before) && script.test(after))) return true;
  if (VIRAMA.test(before)) return true;
  return joiner === ZWJ && EMOJI_JOIN_LEFT.test(before) && PICTOGRAPH.test(after);
}

function selectorIsPresentation(before = '', after = ''): boolean {
  return PICTOGRAPH.test(before) || (KEYCAP_BASE.test(before) && after === KEYCAP);
}

/** True when `value` holds a character that hides or reorders what is shown. */
export function hasHiddenCharacters(value: string): boolean {
  // Most text has no character outside printable ASCII: nothing to look at.
  if (!/[^\x20-\x7E]/.test(value)) return false;
  const characters = Array.from(value);
  return characters.some((character, index) => {
    const before = characters[index - 1];
    const after = characters[index + 1];
    if (BIDI_CONTROL.test(character)) return true;
    if (character === ZWNJ || character === ZWJ) {
      return !joinerIsSpelling(character, before, after);
    }
    if (EMOJI_PRESENTATION_SELECTOR.test(character)) return !selectorIsPresentation(before, after);
    return DEFAULT_IGNORABLE.test(character);
  });
}

export const HIDDEN_CHARACTERS_MESSAGE =
  'Remove the hidden characters (such as direction marks or zero-width spaces) from this field';
