import type { ClientCompany } from './service-types';

/*
 * Client logos of the consulting pages. The companies and people are
 * fictional stand-ins drawn for this site; replace them with real clients
 * (with their permission) before launch.
 */

export const CHANGE_MANAGEMENT_CLIENTS: readonly ClientCompany[] = [
  {
    name: 'Shreeji Polychem',
    monogram: 'SP',
    sector: 'Speciality polymers',
    shape: 'hexagon',
    colour: '#1d4ed8',
    contactName: 'Rakesh Mehta',
    designation: 'Managing Director',
  },
  {
    name: 'Narmada Agro Foods',
    monogram: 'NA',
    sector: 'Food processing',
    shape: 'circle',
    colour: '#15803d',
    contactName: 'Priya Desai',
    designation: 'Director, Operations',
  },
  {
    name: 'Kaveri Textile Mills',
    monogram: 'KT',
    sector: 'Cotton yarn & fabric',
    shape: 'shield',
    colour: '#b45309',
    contactName: 'Suresh Iyer',
    designation: 'Chief Executive Officer',
  },
];

export const PROJECT_MANAGEMENT_CLIENTS: readonly ClientCompany[] = [
  {
    name: 'Alpenwerk Precision India',
    monogram: 'AW',
    sector: 'Precision tooling',
    shape: 'diamond',
    colour: '#be123c',
    contactName: 'Markus Keller',
    designation: 'Country Head, India',
  },
];

export const OPERATIONS_MANAGEMENT_CLIENTS: readonly ClientCompany[] = [
  {
    name: 'Sabarmati Castings',
    monogram: 'SC',
    sector: 'Ferrous castings',
    shape: 'rounded',
    colour: '#334155',
    contactName: 'Hitesh Patel',
    designation: 'Managing Director',
  },
  {
    name: 'Deccan Auto Components',
    monogram: 'DA',
    sector: 'Auto components',
    shape: 'hexagon',
    colour: '#1e2a6e',
    contactName: 'Anil Kulkarni',
    designation: 'Plant Head',
  },
  {
    name: 'Aravalli Marble Works',
    monogram: 'AM',
    sector: 'Marble & stone',
    shape: 'shield',
    colour: '#7c3aed',
    contactName: 'Vikram Singh Rathore',
    designation: 'Proprietor',
  },
  {
    name: 'Konkan Pharma Packaging',
    monogram: 'KP',
    sector: 'Pharma packaging',
    shape: 'circle',
    colour: '#0f766e',
    contactName: 'Neha Sawant',
    designation: 'Director',
  },
  {
    name: 'Saurashtra Brass Fittings',
    monogram: 'SB',
    sector: 'Brass components',
    shape: 'diamond',
    colour: '#a16207',
    contactName: 'Jignesh Vora',
    designation: 'Partner',
  },
];
