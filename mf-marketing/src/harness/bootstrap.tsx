import '@club/shared/ui/theme.css';
import {
  renderStandaloneHarness,
  type HarnessPage,
} from '@club/shared/federation/standalone-harness';

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
  {
    path: '/city/vadodara',
    label: 'Vadodara',
    load: () => import('../features/locations/city-page'),
    props: { city: 'vadodara' },
  },
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
  {
    path: '/consult/change-management',
    label: 'Change Management',
    load: () => import('../features/services/service-page'),
    props: { service: 'change-management' },
  },
  {
    path: '/india-insights',
    label: 'Insights',
    load: () => import('../features/insights/india-insights-page'),
  },
  {
    path: '/terms-of-use',
    label: 'Terms of Use',
    load: () => import('../features/legal/legal-page'),
    props: { document: 'terms-of-use' },
  },
];

renderStandaloneHarness('marketing', pages);
