import { CANCELLATION_POLICY } from './cancellation-policy';
import type { LegalDocument, LegalSlug } from './legal-types';
import { PRIVACY_POLICY } from './privacy-policy';
import { REFUND_POLICY } from './refund-policy';
import { TERMS_OF_USE } from './terms-of-use';

/** Every policy page, by the `document` prop of `./LegalPage`. */
export const LEGAL_DOCUMENTS: Record<LegalSlug, LegalDocument> = {
  'terms-of-use': TERMS_OF_USE,
  'privacy-policy': PRIVACY_POLICY,
  'refund-policy': REFUND_POLICY,
  'cancellation-policy': CANCELLATION_POLICY,
};
