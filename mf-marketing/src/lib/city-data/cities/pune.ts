import { Anchor, Car, Code, Cog, Factory, GraduationCap, Laptop } from 'lucide-react';
import type { CityProfile } from '../city-types';

export const PUNE: CityProfile = {
  slug: 'pune',
  name: 'Pune',
  state: 'Maharashtra',
  population: '3.1M+',
  tagline: 'The Oxford of the East, and a centre of automobiles and IT.',
  welcome: [
    'Pune, once the seat of the Peshwas, is the second-largest city of Maharashtra and one of India’s leading manufacturing and technology hubs. Vehicle makers and hundreds of component suppliers work out of Chakan, Pimpri-Chinchwad and Ranjangaon, while Hinjewadi and Kharadi host global software and services companies.',
    'Pune members bring engineering depth and service skills to the club, and many producers in Gujarat source tooling, automation and IT services from the city.',
  ],
  highlights: [
    {
      title: 'Oxford of the East',
      text: 'Renowned universities and colleges turn out engineers, managers and scientists every year.',
      icon: GraduationCap,
    },
    {
      title: 'Automotive Belt',
      text: 'Chakan, Talegaon and Ranjangaon host vehicle plants and a deep supply chain of component makers.',
      icon: Factory,
    },
    {
      title: 'IT Parks',
      text: 'The Rajiv Gandhi Infotech Park at Hinjewadi and the parks at Kharadi and Magarpatta are home to global technology firms.',
      icon: Laptop,
    },
    {
      title: 'Close to Mumbai',
      text: 'The Mumbai–Pune Expressway and the port at JNPA put Pune within easy reach of global trade.',
      icon: Anchor,
    },
  ],
  industries: [
    {
      title: 'Automobiles & Components',
      text: 'Two-wheelers, cars, trucks and the components that go into them, made for India and for export.',
      icon: Car,
    },
    {
      title: 'IT & Software Services',
      text: 'Software development, engineering services and global capability centres.',
      icon: Code,
    },
    {
      title: 'Engineering & Capital Goods',
      text: 'Pumps, compressors, boilers and machinery from long-established Pune engineering firms.',
      icon: Cog,
    },
  ],
};
