import { NotFoundNotice } from '../../components/not-found-notice/not-found-notice';
import { usePageMeta } from '../../hooks/use-page-meta';
import { LegalDocumentView } from './components/legal-document-view';
import { LEGAL_DOCUMENTS } from './data/legal-documents';
import { isLegalSlug, type LegalDocument } from './data/legal-types';

interface LegalPageProps {
  /** Which policy: terms-of-use, privacy-policy, refund-policy or cancellation-policy. */
  document?: string;
}

function LegalView({ document }: { document: LegalDocument }) {
  usePageMeta(document.title, document.metaDescription);
  return <LegalDocumentView document={document} />;
}

/** `./LegalPage`: one template for the four policy pages. */
export default function LegalPage({ document: slug = 'terms-of-use' }: LegalPageProps) {
  if (!isLegalSlug(slug)) return <NotFoundNotice />;
  return <LegalView key={slug} document={LEGAL_DOCUMENTS[slug]} />;
}
