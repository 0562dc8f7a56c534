import { Building2, Cog, Factory, FlaskConical, GraduationCap, Pill, Route } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const VADODARA: CityProfile = {
  slug: 'vadodara',
  name: 'Vadodara',
  state: 'Gujarat',
  population: '2.1M+',
  tagline: 'marketing.cityData.vadodara.tagline',
  welcome: ['marketing.cityData.vadodara.welcome.1', 'marketing.cityData.vadodara.welcome.2'],
  highlights: [
    {
      title: 'marketing.cityData.vadodara.highlights.1.title',
      text: 'marketing.cityData.vadodara.highlights.1.text',
      icon: Building2,
    },
    {
      title: 'marketing.cityData.vadodara.highlights.2.title',
      text: 'marketing.cityData.vadodara.highlights.2.text',
      icon: Route,
    },
    {
      title: 'marketing.cityData.vadodara.highlights.3.title',
      text: 'marketing.cityData.vadodara.highlights.3.text',
      icon: Factory,
    },
    {
      title: 'marketing.cityData.vadodara.highlights.4.title',
      text: 'marketing.cityData.vadodara.highlights.4.text',
      icon: GraduationCap,
    },
  ],
  industries: [
    {
      title: 'marketing.cityData.vadodara.industries.1.title',
      text: 'marketing.cityData.vadodara.industries.1.text',
      icon: FlaskConical,
    },
    {
      title: 'marketing.cityData.vadodara.industries.2.title',
      text: 'marketing.cityData.vadodara.industries.2.text',
      icon: Cog,
    },
    {
      title: 'marketing.cityData.vadodara.industries.3.title',
      text: 'marketing.cityData.vadodara.industries.3.text',
      icon: Pill,
    },
  ],
};
