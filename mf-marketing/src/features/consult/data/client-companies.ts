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
    sector: 'marketing.consult.clients.changeManagement.1.sector',
    shape: 'hexagon',
    colour: '#1d4ed8',
    contactName: 'Rakesh Mehta',
    designation: 'marketing.consult.clients.changeManagement.1.designation',
  },
  {
    name: 'Narmada Agro Foods',
    monogram: 'NA',
    sector: 'marketing.consult.clients.changeManagement.2.sector',
    shape: 'circle',
    colour: '#15803d',
    contactName: 'Priya Desai',
    designation: 'marketing.consult.clients.changeManagement.2.designation',
  },
  {
    name: 'Kaveri Textile Mills',
    monogram: 'KT',
    sector: 'marketing.consult.clients.changeManagement.3.sector',
    shape: 'shield',
    colour: '#b45309',
    contactName: 'Suresh Iyer',
    designation: 'marketing.consult.clients.changeManagement.3.designation',
  },
];

export const PROJECT_MANAGEMENT_CLIENTS: readonly ClientCompany[] = [
  {
    name: 'Alpenwerk Precision India',
    monogram: 'AW',
    sector: 'marketing.consult.clients.projectManagement.1.sector',
    shape: 'diamond',
    colour: '#be123c',
    contactName: 'Markus Keller',
    designation: 'marketing.consult.clients.projectManagement.1.designation',
  },
];

export const OPERATIONS_MANAGEMENT_CLIENTS: readonly ClientCompany[] = [
  {
    name: 'Sabarmati Castings',
    monogram: 'SC',
    sector: 'marketing.consult.clients.operationsManagement.1.sector',
    shape: 'rounded',
    colour: '#334155',
    contactName: 'Hitesh Patel',
    designation: 'marketing.consult.clients.operationsManagement.1.designation',
  },
  {
    name: 'Deccan Auto Components',
    monogram: 'DA',
    sector: 'marketing.consult.clients.operationsManagement.2.sector',
    shape: 'hexagon',
    colour: '#1e2a6e',
    contactName: 'Anil Kulkarni',
    designation: 'marketing.consult.clients.operationsManagement.2.designation',
  },
  {
    name: 'Aravalli Marble Works',
    monogram: 'AM',
    sector: 'marketing.consult.clients.operationsManagement.3.sector',
    shape: 'shield',
    colour: '#7c3aed',
    contactName: 'Vikram Singh Rathore',
    designation: 'marketing.consult.clients.operationsManagement.3.designation',
  },
  {
    name: 'Konkan Pharma Packaging',
    monogram: 'KP',
    sector: 'marketing.consult.clients.operationsManagement.4.sector',
    shape: 'circle',
    colour: '#0f766e',
    contactName: 'Neha Sawant',
    designation: 'marketing.consult.clients.operationsManagement.4.designation',
  },
  {
    name: 'Saurashtra Brass Fittings',
    monogram: 'SB',
    sector: 'marketing.consult.clients.operationsManagement.5.sector',
    shape: 'diamond',
    colour: '#a16207',
    contactName: 'Jignesh Vora',
    designation: 'marketing.consult.clients.operationsManagement.5.designation',
  },
];
