/** English plural rules (one / other), made once. */
const englishPlural = new Intl.PluralRules('en');

/**
 * A count with its noun, in the right number: `1 invoice`, `2 invoices`,
 * `0 invoices`; irregular plurals are given (`countOf(n, 'company', 'companies')`).
 * Every count the site writes into a sentence, a table or the audit trail uses it.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${String(count)} ${nounFor(count, singular, plural)}`;
}

/** Just the noun for a count, for a sentence that writes the number itself. */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return englishPlural.select(count) === 'one' ? singular : plural;
}
