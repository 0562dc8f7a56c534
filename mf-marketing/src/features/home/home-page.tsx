import { usePageMeta } from '../../hooks/use-page-meta';
import { AskExpertBanner } from './ask-expert/ask-expert-banner';
import { CollaborateSection } from './collaborate/collaborate-section';
import { CompaniesSection } from './companies/companies-section';
import { CustomersSection } from './customers/customers-section';
import { Hero } from './hero/hero';
import { MembershipSection } from './membership/membership-section';
import { CutsSection } from './news/cuts-section';

const TITLE = 'Where India’s Producers Meet Their Providers';
const DESCRIPTION =
  'BizBridge Club links Indian manufacturers with committed service providers: networking, consulting, shared services and capital matchmaking for MSMEs going global.';

/** The home page (spec 000 'Home page'). Exposed to the shell as ./HomePage. */
export default function HomePage() {
  usePageMeta(TITLE, DESCRIPTION);
  return (
    <>
      <Hero />
      <CutsSection />
      <CollaborateSection />
      <MembershipSection />
      <CompaniesSection />
      <CustomersSection />
      <AskExpertBanner />
    </>
  );
}
