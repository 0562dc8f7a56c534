import { FlaskConical, Landmark, Pill, Plane, School, Shirt, Store } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const AHMEDABAD: CityProfile = {
  slug: 'ahmedabad',
  name: 'Ahmedabad',
  state: 'Gujarat',
  population: '7.2M+',
  tagline: 'marketing.cityData.ahmedabad.tagline',
  welcome: ['marketing.cityData.ahmedabad.welcome.1', 'marketing.cityData.ahmedabad.welcome.2'],
  highlights: [
    {
      title: 'marketing.cityData.ahmedabad.highlights.1.title',
      text: 'marketing.cityData.ahmedabad.highlights.1.text',
      icon: Store,
    },
    {
      title: 'marketing.cityData.ahmedabad.highlights.2.title',
      text: 'marketing.cityData.ahmedabad.highlights.2.text',
      icon: Landmark,
    },
    {
      title: 'marketing.cityData.ahmedabad.highlights.3.title',
      text: 'marketing.cityData.ahmedabad.highlights.3.text',
      icon: Plane,
    },
    {
      title: 'marketing.cityData.ahmedabad.highlights.4.title',
      text: 'marketing.cityData.ahmedabad.highlights.4.text',
      icon: School,
    },
  ],
  industries: [
    {
      title: 'marketing.cityData.ahmedabad.industries.1.title',
      text: 'marketing.cityData.ahmedabad.industries.1.text',
      icon: Shirt,
    },
    {
      title: 'marketing.cityData.ahmedabad.industries.2.title',
      text: 'marketing.cityData.ahmedabad.industries.2.text',
      icon: Pill,
    },
    {
      title: 'marketing.cityData.ahmedabad.industries.3.title',
      text: 'marketing.cityData.ahmedabad.industries.3.text',
      icon: FlaskConical,
    },
  ],
};
