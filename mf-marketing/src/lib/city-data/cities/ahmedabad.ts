import { FlaskConical, Landmark, Pill, Plane, School, Shirt, Store } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const AHMEDABAD: CityProfile = {
  slug: 'ahmedabad',
  name: 'Ahmedabad',
  state: 'Gujarat',
  population: '7.2M+',
  tagline: "Gujarat's commercial capital, and a hub for textiles, pharma and start-ups.",
  welcome: [
    'Ahmedabad, founded in 1411 on the banks of the Sabarmati, became India’s first UNESCO World Heritage City in 2017. Once called the Manchester of the East for its textile mills, it is today the largest city in Gujarat and a centre for pharmaceuticals, chemicals, engineering and a fast-growing start-up scene.',
    'Members in Ahmedabad meet buyers, suppliers and advisers at our regular meet-ups, and draw on the city’s bankers, traders and logistics firms to grow their business.',
  ],
  highlights: [
    {
      title: 'Commercial Capital',
      text: 'The largest city and trading centre of Gujarat, with deep networks of wholesalers, traders and bankers.',
      icon: Store,
    },
    {
      title: 'GIFT City Next Door',
      text: 'India’s international financial services centre, in neighbouring Gandhinagar, brings global finance within easy reach.',
      icon: Landmark,
    },
    {
      title: 'Global Connections',
      text: 'Sardar Vallabhbhai Patel International Airport links the city with the Gulf, London and Singapore.',
      icon: Plane,
    },
    {
      title: 'Institutions of Note',
      text: 'IIM Ahmedabad, the National Institute of Design and CEPT University shape the city’s management, design and planning talent.',
      icon: School,
    },
  ],
  industries: [
    {
      title: 'Textiles & Apparel',
      text: 'From denim to technical textiles, the city’s mills and processors supply brands across the world.',
      icon: Shirt,
    },
    {
      title: 'Pharmaceuticals',
      text: 'Home to several of India’s largest drug makers and a wide base of formulation units and suppliers.',
      icon: Pill,
    },
    {
      title: 'Chemicals & Dyestuffs',
      text: 'Dyes, pigments and intermediates from industrial estates such as Vatva, Naroda and Odhav.',
      icon: FlaskConical,
    },
  ],
};
