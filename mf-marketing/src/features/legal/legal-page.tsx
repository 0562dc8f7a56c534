import { GrievanceOfficerCard } from '@/components/grievance-officer/grievance-officer-card';
import { LegalDocumentView } from './components/legal-document-view';
import { LEGAL_SOURCES } from './data/legal-documents';
import { GRIEVANCE_OFFICER_SECTION } from './data/privacy-policy';
import type { LegalSlug } from './data/legal-types';

/** `./LegalPage`: one template for the four policy pages. */
export default function LegalPage({ policy }: { policy: LegalSlug }) {
  // The Privacy Policy names the Grievance Officer as the API is configured.
  const extras =
    policy === 'privacy-policy' ? { [GRIEVANCE_OFFICER_SECTION]: <GrievanceOfficerCard /> } : {};
  return <LegalDocumentView key={policy} policy={LEGAL_SOURCES[policy]} extras={extras} />;
}
