import { ConnectAreasPage, type ConnectPageContent } from './components/connect-areas-page';
import { PRODUCER_AREAS } from './data/producer-areas';
import { paths } from '@club/contract/site-pages';

const PRODUCERS: ConnectPageContent = {
  title: 'marketing.connect.producers.title',
  lead: 'marketing.connect.producers.lead',
  tone: 'beta',
  gridTitle: 'marketing.connect.producers.gridTitle',
  gridIntro: 'marketing.connect.producers.gridIntro',
  areasLabel: 'marketing.connect.areasLabel.producers',
  overviewHeading: 'marketing.connect.producers.overviewHeading',
  areas: PRODUCER_AREAS,
  crossLink: {
    title: 'marketing.connect.producers.crossTitle',
    text: 'marketing.connect.producers.crossText',
    to: paths.providers(),
    label: 'marketing.connect.producers.crossLabel',
  },
};

/** /connect/producers (spec 000 'Producers page'). Exposed to the shell as ./ProducersPage. */
export default function ProducersPage() {
  return <ConnectAreasPage content={PRODUCERS} />;
}
