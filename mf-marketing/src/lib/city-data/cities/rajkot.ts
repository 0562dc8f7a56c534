import { Cog, Drill, Factory, Gem, Plane, Sparkles, Wrench } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const RAJKOT: CityProfile = {
  slug: 'rajkot',
  name: 'Rajkot',
  state: 'Gujarat',
  population: '1.4M+',
  tagline: 'The engineering heart of Saurashtra.',
  welcome: [
    'Rajkot is the largest city of the Saurashtra peninsula and one of the most enterprising MSME clusters in India. Thousands of small and medium units make diesel engines, pumps, castings, forgings, bearings and machine tools, alongside gold and silver jewellery known across the country.',
    'Our Rajkot members are mostly producers looking for buyers, export partners and professional services. The club connects them with providers across Gujarat and beyond.',
  ],
  highlights: [
    {
      title: 'Engineering Cluster',
      text: 'One of India’s densest clusters of small engineering units, skilled in casting, forging and machining.',
      icon: Factory,
    },
    {
      title: 'Industrial Estates',
      text: 'GIDC estates at Aji, Metoda and Shapar-Veraval house a large share of the city’s factories.',
      icon: Wrench,
    },
    {
      title: 'New International Airport',
      text: 'Rajkot International Airport at Hirasar opened in 2023, improving links for business travel.',
      icon: Plane,
    },
    {
      title: 'Entrepreneurial Culture',
      text: 'A tradition of family enterprise and self-made industrialists who grow from small workshops into exporters.',
      icon: Sparkles,
    },
  ],
  industries: [
    {
      title: 'Engineering & Auto Components',
      text: 'Diesel engines, pumps, castings and auto parts for Indian and overseas customers.',
      icon: Cog,
    },
    {
      title: 'Machine Tools',
      text: 'CNC and conventional lathes, milling and drilling machines built by local makers.',
      icon: Drill,
    },
    {
      title: 'Jewellery',
      text: 'Gold and silver ornaments and imitation jewellery crafted for markets across India.',
      icon: Gem,
    },
  ],
};
