import { Anchor, Building, Factory, Gem, Leaf, Shirt, Store } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const SURAT: CityProfile = {
  slug: 'surat',
  name: 'Surat',
  state: 'Gujarat',
  population: '4.9M+',
  tagline: 'The Diamond City, and a powerhouse of textiles.',
  welcome: [
    'Surat, on the banks of the Tapi, is among the fastest-growing cities in India. It cuts and polishes the large majority of the world’s diamonds, weaves much of India’s man-made-fibre fabric, and hosts major steel, petrochemical and engineering plants at Hazira.',
    'The city’s traders and manufacturers are natural club members: they look for reliable suppliers, professional services and new markets, and our Surat network helps them find all three.',
  ],
  highlights: [
    {
      title: 'Surat Diamond Bourse',
      text: 'Opened in 2023, it is one of the largest office buildings in the world and a new hub for the diamond trade.',
      icon: Building,
    },
    {
      title: 'Hazira Industrial Belt',
      text: 'Ports, steel, petrochemicals and heavy engineering on the coast next to the city.',
      icon: Anchor,
    },
    {
      title: 'Among India’s Cleanest Cities',
      text: 'Regularly ranked at or near the top of the national Swachh Survekshan cleanliness survey.',
      icon: Leaf,
    },
    {
      title: 'Wholesale Textile Markets',
      text: 'Vast textile markets along Ring Road serve buyers from every corner of India.',
      icon: Store,
    },
  ],
  industries: [
    {
      title: 'Diamonds',
      text: 'Cutting and polishing for most of the world’s diamonds, and a fast-growing lab-grown diamond sector.',
      icon: Gem,
    },
    {
      title: 'Textiles',
      text: 'Synthetic and blended fabrics, sarees and dress materials, with weaving, processing and embroidery.',
      icon: Shirt,
    },
    {
      title: 'Petrochemicals & Steel',
      text: 'Petrochemical, gas-processing and steel plants at Hazira, with engineering suppliers around them.',
      icon: Factory,
    },
  ],
};
