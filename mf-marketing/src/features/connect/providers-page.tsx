import { ConnectAreasPage, type ConnectPageContent } from './components/connect-areas-page';
import { PROVIDER_AREAS } from './data/provider-areas';
import { paths } from '@club/contract/site-pages';

const PROVIDERS: ConnectPageContent = {
  title: 'marketing.connect.providers.title',
  lead: 'marketing.connect.providers.lead',
  tone: 'gamma',
  gridTitle: 'marketing.connect.providers.gridTitle',
  gridIntro: 'marketing.connect.providers.gridIntro',
  areasLabel: 'marketing.connect.areasLabel.providers',
  overviewHeading: 'marketing.connect.providers.overviewHeading',
  areas: PROVIDER_AREAS,
  crossLink: {
    title: 'marketing.connect.providers.crossTitle',
    text: 'marketing.connect.providers.crossText',
    to: paths.producers(),
    label: 'marketing.connect.providers.crossLabel',
  },
};

/** /connect/providers (spec 000 'Providers page'). Exposed to the shell as ./ProvidersPage. */
export default function ProvidersPage() {
  return <ConnectAreasPage content={PROVIDERS} />;
}
