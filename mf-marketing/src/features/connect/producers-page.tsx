import { ConnectAreasPage, type ConnectPageContent } from './components/connect-areas-page';
import { PRODUCER_AREAS } from './data/producer-areas';
import { paths } from '@club/contract/site-pages';

const PRODUCERS: ConnectPageContent = {
  title: 'Producers',
  lead: 'It is important for a Service Provider to have quality Product Manufacturers for consistent business.',
  tone: 'beta',
  gridTitle: 'Sixteen sectors of Indian manufacturing',
  gridIntro:
    'Choose a sector to see where it is made, what our members produce and how the club helps them grow.',
  overviewHeading: 'Manufacturing Overview',
  areas: PRODUCER_AREAS,
  crossLink: {
    title: 'Need committed service partners?',
    text: 'Our Providers bring legal, finance, people, facility and IT expertise to member plants.',
    to: paths.providers(),
    label: 'Explore Providers',
  },
};

/** /connect/producers (spec 000 'Producers page'). Exposed to the shell as ./ProducersPage. */
export default function ProducersPage() {
  return <ConnectAreasPage content={PRODUCERS} />;
}
