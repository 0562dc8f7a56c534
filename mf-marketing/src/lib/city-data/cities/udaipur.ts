import { CalendarCheck, Hotel, Mountain, Palette, Pickaxe, Plane, Waves } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const UDAIPUR: CityProfile = {
  slug: 'udaipur',
  name: 'Udaipur',
  state: 'Rajasthan',
  population: '475K+',
  tagline: 'The City of Lakes, where heritage meets enterprise.',
  welcome: [
    'Udaipur, the former capital of the Mewar kingdom, is famous worldwide for its lakes, palaces and hospitality. Behind the postcards lies a solid business base: marble and stone processing, zinc and phosphate mining, and a handicraft tradition that supplies buyers at home and abroad.',
    'For club members, Udaipur is a gateway to the stone and mineral industry of Rajasthan, and a favourite venue for conferences, incentive trips and buyer meets.',
  ],
  highlights: [
    {
      title: 'City of Lakes',
      text: 'Lake Pichola, Fateh Sagar and the City Palace draw visitors from around the world.',
      icon: Waves,
    },
    {
      title: 'Mining and Minerals Hub',
      text: 'Headquarters of Hindustan Zinc, at the centre of a rich belt of zinc, lead and rock phosphate mining.',
      icon: Pickaxe,
    },
    {
      title: 'Destination for Events',
      text: 'Heritage hotels make the city a leading venue for weddings, conferences and corporate retreats.',
      icon: CalendarCheck,
    },
    {
      title: 'Well Connected',
      text: 'Maharana Pratap Airport and rail links connect Udaipur with Delhi, Mumbai and Ahmedabad.',
      icon: Plane,
    },
  ],
  industries: [
    {
      title: 'Marble & Stone',
      text: 'Quarrying, cutting and finishing of marble and granite from Rajsamand and the surrounding region.',
      icon: Mountain,
    },
    {
      title: 'Tourism & Hospitality',
      text: 'Palace hotels, resorts and event services that host visitors and weddings all year round.',
      icon: Hotel,
    },
    {
      title: 'Handicrafts',
      text: 'Miniature paintings, wooden toys, textiles and silverwork made by skilled artisans.',
      icon: Palette,
    },
  ],
};
