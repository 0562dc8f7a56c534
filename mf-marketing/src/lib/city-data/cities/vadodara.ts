import { Building2, Cog, Factory, FlaskConical, GraduationCap, Pill, Route } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const VADODARA: CityProfile = {
  slug: 'vadodara',
  name: 'Vadodara',
  state: 'Gujarat',
  population: '2.1M+',
  tagline: 'The cultural capital of Gujarat, and the home of BizBridge Club.',
  welcome: [
    'Vadodara, once the capital of the Gaekwads of Baroda, pairs a proud cultural heritage with one of the strongest industrial bases in Gujarat. Chemicals, engineering and pharmaceuticals grew up here around the Gujarat Refinery at Koyali and the estates of the Gujarat Industrial Development Corporation (GIDC).',
    'It is also where BizBridge Club began. Our headquarters in Alkapuri hosts member meetings, expert clinics and buyer–seller meets, and the Vadodara chapter remains the most active in the club.',
  ],
  highlights: [
    {
      title: 'Club Headquarters',
      text: 'Our head office on Race Course Road is the meeting point for members from across Gujarat.',
      icon: Building2,
    },
    {
      title: 'On the Western Corridor',
      text: 'Vadodara sits on the Ahmedabad–Mumbai rail and road corridor, close to the ports of Dahej and Hazira.',
      icon: Route,
    },
    {
      title: 'Industrial Estates',
      text: 'GIDC estates at Makarpura, Waghodia, Savli and Por host a dense cluster of manufacturing units.',
      icon: Factory,
    },
    {
      title: 'Talent and Education',
      text: 'The Maharaja Sayajirao University of Baroda and Gati Shakti Vishwavidyalaya supply engineers, scientists and managers.',
      icon: GraduationCap,
    },
  ],
  industries: [
    {
      title: 'Chemicals & Petrochemicals',
      text: 'From the refinery at Koyali to fertiliser and speciality chemical plants, chemicals are the backbone of the local economy.',
      icon: FlaskConical,
    },
    {
      title: 'Engineering & Power Equipment',
      text: 'Transformers, switchgear, pumps and heavy fabrication for customers in India and abroad.',
      icon: Cog,
    },
    {
      title: 'Pharmaceuticals',
      text: 'Formulation and API makers, many of them founded locally, supply Indian and regulated export markets.',
      icon: Pill,
    },
  ],
};
