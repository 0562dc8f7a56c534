import { CLUB_NAME } from '@club/contract/copy/club';
import type { Locale } from '@club/contract/locales';
import { translate } from './translate';

/**
 * A plain-text e-mail in `language`: the greeting ("Hello Asha,", or "Hello," without a
 * name), the paragraphs with a blank line between them (a paragraph's own lines joined with
 * `\n`), and the club's signature.
 */
export function letter(
  language: Locale,
  name: string | null,
  paragraphs: readonly string[],
): string {
  return [
    name === null
      ? translate(language, 'letter.hello')
      : translate(language, 'letter.greeting', { name }),
    ...paragraphs,
    translate(language, 'letter.signature', { club: CLUB_NAME }),
  ].join('\n\n');
}
