/**
 * Mobile numbers of India and North America; sign-in and registration offer
 * both. Here, apart from their schema, so that a form can list them without
 * loading the schema library.
 */
export const COUNTRY_CODES = ['+91', '+1'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+91';

const INDIA: CountryCode = '+91';

/**
 * A phone number for display. Indian numbers (`+91...`) get a hyphen after the
 * country code: `+91-9876543210`. Anything else is shown as given, trimmed.
 */
export function formatPhoneDisplay(raw: string | null | undefined): string {
  const value = (raw ?? '').trim();
  if (!value.startsWith(INDIA)) return value;
  const rest = value.slice(INDIA.length).replace(/^[\s-]+/, '');
  return rest ? `${INDIA}-${rest}` : INDIA;
}

/** A country code and a national number as one display string (`+91-9876543210`). */
export function formatPhone(countryCode: string, number: string): string {
  const code = countryCode.trim();
  const national = number.trim();
  if (code === INDIA) return formatPhoneDisplay(`${code}${national}`);
  return [code, national].filter(Boolean).join(' ');
}
