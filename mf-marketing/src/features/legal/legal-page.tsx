import { LegalDocumentView } from './components/legal-document-view';
import { LEGAL_DOCUMENTS } from './data/legal-documents';
import type { LegalSlug } from './data/legal-types';

/** `./LegalPage`: one template for the four policy pages. */
export default function LegalPage({ policy }: { policy: LegalSlug }) {
  return <LegalDocumentView key={policy} policy={LEGAL_DOCUMENTS[policy]} />;
}
