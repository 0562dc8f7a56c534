import { ConnectAreasPage, type ConnectPageContent } from './components/connect-areas-page';
import { PROVIDER_AREAS } from './data/provider-areas';
import { paths } from '@club/contract/site-pages';

const PROVIDERS: ConnectPageContent = {
  title: 'Providers',
  lead: 'It is vital for a Product Manufacturer to have committed Service Providers for sustainable growth.',
  tone: 'gamma',
  gridTitle: 'Sixteen services every manufacturer needs',
  gridIntro:
    'Choose a service to see what our member providers offer and how the club connects them with producers.',
  overviewHeading: 'Service Overview',
  areas: PROVIDER_AREAS,
  crossLink: {
    title: 'Looking for manufacturers to serve?',
    text: 'Our Producers make apparel, chemicals, machinery, food and more across sixteen sectors.',
    to: paths.producers(),
    label: 'Explore Producers',
  },
};

/** /connect/providers (spec 000 'Providers page'). Exposed to the shell as ./ProvidersPage. */
export default function ProvidersPage() {
  return <ConnectAreasPage content={PROVIDERS} />;
}
