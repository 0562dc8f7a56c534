import { AskExpertBanner } from './ask-expert/ask-expert-banner';
import { CollaborateSection } from './collaborate/collaborate-section';
import { CompaniesSection } from './companies/companies-section';
import { CustomersSection } from './customers/customers-section';
import { Hero } from './hero/hero';
import { MembershipSection } from './membership/membership-section';
import { CutsSection } from './news/cuts-section';

/** The home page (spec 000 'Home page'). Exposed to the shell as ./HomePage. */
export default function HomePage() {
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
