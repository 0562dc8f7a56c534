import { Anchor, Building, Factory, Gem, Leaf, Shirt, Store } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const SURAT: CityProfile = {
  slug: 'surat',
  name: 'Surat',
  state: 'Gujarat',
  population: '4.9M+',
  tagline: 'marketing.cityData.surat.tagline',
  welcome: ['marketing.cityData.surat.welcome.1', 'marketing.cityData.surat.welcome.2'],
  highlights: [
    {
      title: 'marketing.cityData.surat.highlights.1.title',
      text: 'marketing.cityData.surat.highlights.1.text',
      icon: Building,
    },
    {
      title: 'marketing.cityData.surat.highlights.2.title',
      text: 'marketing.cityData.surat.highlights.2.text',
      icon: Anchor,
    },
    {
      title: 'marketing.cityData.surat.highlights.3.title',
      text: 'marketing.cityData.surat.highlights.3.text',
      icon: Leaf,
    },
    {
      title: 'marketing.cityData.surat.highlights.4.title',
      text: 'marketing.cityData.surat.highlights.4.text',
      icon: Store,
    },
  ],
  industries: [
    {
      title: 'marketing.cityData.surat.industries.1.title',
      text: 'marketing.cityData.surat.industries.1.text',
      icon: Gem,
    },
    {
      title: 'marketing.cityData.surat.industries.2.title',
      text: 'marketing.cityData.surat.industries.2.text',
      icon: Shirt,
    },
    {
      title: 'marketing.cityData.surat.industries.3.title',
      text: 'marketing.cityData.surat.industries.3.text',
      icon: Factory,
    },
  ],
};
