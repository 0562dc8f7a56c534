import { Cog, Drill, Factory, Gem, Plane, Sparkles, Wrench } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const RAJKOT: CityProfile = {
  slug: 'rajkot',
  name: 'Rajkot',
  state: 'Gujarat',
  population: '1.4M+',
  tagline: 'marketing.cityData.rajkot.tagline',
  welcome: ['marketing.cityData.rajkot.welcome.1', 'marketing.cityData.rajkot.welcome.2'],
  highlights: [
    {
      title: 'marketing.cityData.rajkot.highlights.1.title',
      text: 'marketing.cityData.rajkot.highlights.1.text',
      icon: Factory,
    },
    {
      title: 'marketing.cityData.rajkot.highlights.2.title',
      text: 'marketing.cityData.rajkot.highlights.2.text',
      icon: Wrench,
    },
    {
      title: 'marketing.cityData.rajkot.highlights.3.title',
      text: 'marketing.cityData.rajkot.highlights.3.text',
      icon: Plane,
    },
    {
      title: 'marketing.cityData.rajkot.highlights.4.title',
      text: 'marketing.cityData.rajkot.highlights.4.text',
      icon: Sparkles,
    },
  ],
  industries: [
    {
      title: 'marketing.cityData.rajkot.industries.1.title',
      text: 'marketing.cityData.rajkot.industries.1.text',
      icon: Cog,
    },
    {
      title: 'marketing.cityData.rajkot.industries.2.title',
      text: 'marketing.cityData.rajkot.industries.2.text',
      icon: Drill,
    },
    {
      title: 'marketing.cityData.rajkot.industries.3.title',
      text: 'marketing.cityData.rajkot.industries.3.text',
      icon: Gem,
    },
  ],
};
