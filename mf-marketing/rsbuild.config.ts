import { createAppConfig } from '@club/shared/build/create-app-config';
import { sitePort } from '../scripts/site-apps.mjs';

export default createAppConfig({
  name: 'marketing',
  port: sitePort('marketing'),
  cssPrefix: 'mkt',
  title: 'Marketing pages (standalone)',
  exposes: {
    './HomePage': './src/features/home/home-page.tsx',
    './AboutPage': './src/features/about/about-page.tsx',
    './ContactPage': './src/features/contact/contact-page.tsx',
    './LocationPage': './src/features/locations/location-page.tsx',
    './CityPage': './src/features/locations/city-page.tsx',
    './CapitalPage': './src/features/capital/capital-page.tsx',
    './ContinuousEducationPage': './src/features/education/continuous-education-page.tsx',
    './ProducersPage': './src/features/connect/producers-page.tsx',
    './ProvidersPage': './src/features/connect/providers-page.tsx',
    './ServicePage': './src/features/services/service-page.tsx',
    './IndiaInsightsPage': './src/features/insights/india-insights-page.tsx',
    './LegalPage': './src/features/legal/legal-page.tsx',
  },
});
