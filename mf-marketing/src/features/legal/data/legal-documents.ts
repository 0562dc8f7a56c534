import { AGREEMENT_TERM_MONTHS } from '@club/contract/membership/membership-plans';
import { CLUB_EMAIL, CLUB_NAME } from '@club/contract/copy/club';
import { currentLocale, loadCatalogue, t as translate, type Translate } from '@club/ui/i18n';
// Defines the legal catalogue, whose English messages are in from then on.
import { catalogues, type MessageId } from '../i18n';
import { CANCELLATION_POLICY } from './cancellation-policy';
import type { LegalDocument, LegalDocumentSource, LegalSlug } from './legal-types';
import { PRIVACY_POLICY } from './privacy-policy';
import { REFUND_POLICY } from './refund-policy';
import { TERMS_OF_USE } from './terms-of-use';

/** Every policy's text, as message ids, by the `policy` prop of `./LegalPage`. */
export const LEGAL_SOURCES: Record<LegalSlug, LegalDocumentSource> = {
  'terms-of-use': TERMS_OF_USE,
  'privacy-policy': PRIVACY_POLICY,
  'refund-policy': REFUND_POLICY,
  'cancellation-policy': CANCELLATION_POLICY,
};

/** What the policies' placeholders stand for: names, addresses and numbers are never translated. */
export const LEGAL_VALUES = {
  club: CLUB_NAME,
  email: CLUB_EMAIL,
  months: AGREEMENT_TERM_MONTHS,
};

/**
 * A policy in the page's language: its messages looked up with `t` (a component's `useT()`).
 * The text keeps its tags (`<email>`, `<grievance>`) for `LegalText` to draw as links.
 */
export function translateDocument(
  source: LegalDocumentSource,
  t: Translate<MessageId>,
): LegalDocument {
  const text = (id: MessageId) => t(id, LEGAL_VALUES);
  return {
    slug: source.slug,
    title: text(source.title),
    lead: text(source.lead),
    lastUpdated: source.lastUpdated,
    sections: source.sections.map((section) => ({
      id: section.id,
      heading: text(section.heading),
      body: section.body.map((block) =>
        typeof block === 'string' ? text(block) : block.map(text),
      ),
    })),
  };
}

/**
 * Every policy, in the language active when a policy is read (each one is looked up on
 * access, so read it at render time, once the legal catalogue is loaded: English always is).
 */
export const LEGAL_DOCUMENTS: Readonly<Record<LegalSlug, LegalDocument>> = Object.defineProperties(
  {} as Record<LegalSlug, LegalDocument>,
  Object.fromEntries(
    Object.entries(LEGAL_SOURCES).map(([slug, source]) => [
      slug,
      {
        enumerable: true,
        get: () => {
          void loadCatalogue(catalogues, currentLocale());
          return translateDocument(source, translate);
        },
      },
    ]),
  ),
);
