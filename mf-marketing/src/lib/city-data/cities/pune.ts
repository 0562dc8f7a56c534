import { Anchor, Car, Code, Cog, Factory, GraduationCap, Laptop } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const PUNE: CityProfile = {
  slug: 'pune',
  name: 'Pune',
  state: 'Maharashtra',
  population: '3.1M+',
  tagline: 'marketing.cityData.pune.tagline',
  welcome: ['marketing.cityData.pune.welcome.1', 'marketing.cityData.pune.welcome.2'],
  highlights: [
    {
      title: 'marketing.cityData.pune.highlights.1.title',
      text: 'marketing.cityData.pune.highlights.1.text',
      icon: GraduationCap,
    },
    {
      title: 'marketing.cityData.pune.highlights.2.title',
      text: 'marketing.cityData.pune.highlights.2.text',
      icon: Factory,
    },
    {
      title: 'marketing.cityData.pune.highlights.3.title',
      text: 'marketing.cityData.pune.highlights.3.text',
      icon: Laptop,
    },
    {
      title: 'marketing.cityData.pune.highlights.4.title',
      text: 'marketing.cityData.pune.highlights.4.text',
      icon: Anchor,
    },
  ],
  industries: [
    {
      title: 'marketing.cityData.pune.industries.1.title',
      text: 'marketing.cityData.pune.industries.1.text',
      icon: Car,
    },
    {
      title: 'marketing.cityData.pune.industries.2.title',
      text: 'marketing.cityData.pune.industries.2.text',
      icon: Code,
    },
    {
      title: 'marketing.cityData.pune.industries.3.title',
      text: 'marketing.cityData.pune.industries.3.text',
      icon: Cog,
    },
  ],
};
