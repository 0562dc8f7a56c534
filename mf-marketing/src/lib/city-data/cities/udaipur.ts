import { CalendarCheck, Hotel, Mountain, Palette, Pickaxe, Plane, Waves } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const UDAIPUR: CityProfile = {
  slug: 'udaipur',
  name: 'Udaipur',
  state: 'Rajasthan',
  population: '475K+',
  tagline: 'marketing.cityData.udaipur.tagline',
  welcome: ['marketing.cityData.udaipur.welcome.1', 'marketing.cityData.udaipur.welcome.2'],
  highlights: [
    {
      title: 'marketing.cityData.udaipur.highlights.1.title',
      text: 'marketing.cityData.udaipur.highlights.1.text',
      icon: Waves,
    },
    {
      title: 'marketing.cityData.udaipur.highlights.2.title',
      text: 'marketing.cityData.udaipur.highlights.2.text',
      icon: Pickaxe,
    },
    {
      title: 'marketing.cityData.udaipur.highlights.3.title',
      text: 'marketing.cityData.udaipur.highlights.3.text',
      icon: CalendarCheck,
    },
    {
      title: 'marketing.cityData.udaipur.highlights.4.title',
      text: 'marketing.cityData.udaipur.highlights.4.text',
      icon: Plane,
    },
  ],
  industries: [
    {
      title: 'marketing.cityData.udaipur.industries.1.title',
      text: 'marketing.cityData.udaipur.industries.1.text',
      icon: Mountain,
    },
    {
      title: 'marketing.cityData.udaipur.industries.2.title',
      text: 'marketing.cityData.udaipur.industries.2.text',
      icon: Hotel,
    },
    {
      title: 'marketing.cityData.udaipur.industries.3.title',
      text: 'marketing.cityData.udaipur.industries.3.text',
      icon: Palette,
    },
  ],
};
