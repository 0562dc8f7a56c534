import '@club/shared/ui/theme.css';
import {
  renderStandaloneHarness,
  type HarnessPage,
} from '@club/shared/federation/standalone-harness';

const CITIES = ['vadodara', 'ahmedabad', 'rajkot', 'surat', 'udaipur', 'pune'];
const SERVICES = [
  ['consult', 'change-management'],
  ['consult', 'project-management'],
  ['consult', 'operations-management'],
  ['coserve', 'market-research'],
  ['coserve', 'market-exposition'],
  ['coserve', 'market-development'],
  ['coserve', 'artificial-intelligence'],
] as const;
const LEGAL = ['terms-of-use', 'privacy-policy', 'refund-policy', 'cancellation-policy'];

/** The remote's pages on their own, for `pnpm --filter @club/mf-marketing dev`. */
const pages: HarnessPage[] = [
  { path: '/', label: 'Home', load: () => import('../features/home/home-page') },
  { path: '/about', label: 'About', load: () => import('../features/about/about-page') },
  { path: '/contact', label: 'Contact', load: () => import('../features/contact/contact-page') },
  {
    path: '/location',
    label: 'Location',
    load: () => import('../features/locations/location-page'),
  },
  ...CITIES.map((city) => ({
    path: `/city/${city}`,
    label: city.charAt(0).toUpperCase() + city.slice(1),
    load: () => import('../features/locations/city-page'),
    props: { city },
  })),
  { path: '/capital', label: 'Capital', load: () => import('../features/capital/capital-page') },
  {
    path: '/continuous-education',
    label: 'Education',
    load: () => import('../features/education/continuous-education-page'),
  },
  {
    path: '/connect/producers',
    label: 'Producers',
    load: () => import('../features/connect/producers-page'),
  },
  {
    path: '/connect/providers',
    label: 'Providers',
    load: () => import('../features/connect/providers-page'),
  },
  ...SERVICES.map(([group, service]) => ({
    path: `/${group}/${service}`,
    label: service,
    load: () => import('../features/services/service-page'),
    props: { service },
  })),
  {
    path: '/india-insights',
    label: 'Insights',
    load: () => import('../features/insights/india-insights-page'),
  },
  ...LEGAL.map((document) => ({
    path: `/${document}`,
    label: document,
    load: () => import('../features/legal/legal-page'),
    props: { document },
  })),
];

renderStandaloneHarness('marketing', pages);
