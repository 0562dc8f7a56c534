import { deferredPart } from '@club/ui/deferred-part';
import { AskExpertBanner } from './ask-expert/ask-expert-banner';
import { Hero } from './hero/hero';
import { CutsSection } from './news/cuts-section';
// Their styles come with the page: the prerendered HTML of the sections below is
// drawn styled before (and whether or not) their code has loaded.
import './collaborate/collaborate-section.module.css';
import './companies/companies-section.module.css';
import './customers/customers-section.module.css';
import './membership/membership-section.module.css';

/*
 * Sections further down that are text, pictures and links: on the prerendered
 * page their HTML works as it is, and their code loads as the visitor heads
 * for them, not with the first screen. The companies carousel counts as one:
 * its HTML shows the first company, and its arrows only matter once it is on
 * screen, which takes a scroll, and the first scroll loads every such part.
 * (Ask an Expert is a button whose one purpose is the click, so it comes with
 * the page.)
 */
const CollaborateSection = deferredPart('home-collaborate', () =>
  import('./collaborate/collaborate-section').then((module) => module.CollaborateSection),
);
const MembershipSection = deferredPart('home-membership', () =>
  import('./membership/membership-section').then((module) => module.MembershipSection),
);
const CompaniesSection = deferredPart('home-companies', () =>
  import('./companies/companies-section').then((module) => module.CompaniesSection),
);
const CustomersSection = deferredPart('home-customers', () =>
  import('./customers/customers-section').then((module) => module.CustomersSection),
);

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
