import { Anchor, FlaskConical, Lamp, type LucideIcon } from 'lucide-react';

export interface ClubCompany {
  id: string;
  name: string;
  /** A short name for the thumbnail strip. */
  shortName: string;
  sector: string;
  location: string;
  description: string;
  /** Three short focus areas, shown as chips. */
  focus: readonly [string, string, string];
  icon: LucideIcon;
  tone: 'chemical' | 'decor' | 'marine';
}

/** Our Companies: the three member clubs of the carousel (spec 000 'Home page'). */
export const CLUB_COMPANIES: readonly ClubCompany[] = [
  {
    id: 'gujarat-chemical-producers-circle',
    name: 'Gujarat Chemical Producers Circle',
    shortName: 'Chemicals',
    sector: 'Chemical producers club',
    location: 'Vadodara · Ankleshwar · Vapi · Dahej',
    description:
      'Specialty and bulk chemical makers from Gujarat’s Golden Corridor who share compliance know-how and buy utilities, testing and logistics together. Members meet monthly in Vadodara and trade leads for dyes, intermediates and agrochemicals with buyers in Europe and the United States.',
    focus: ['REACH and GPCB compliance', 'Shared export logistics', 'Buyer audits'],
    icon: FlaskConical,
    tone: 'chemical',
  },
  {
    id: 'hearth-and-loom-decor-club',
    name: 'Hearth & Loom Home Decor Club',
    shortName: 'Home decor',
    sector: 'Home decor products club',
    location: 'Moradabad · Jaipur · Panipat · Saharanpur',
    description:
      'Makers of brassware, handloom textiles, block prints and carved wood who sell better together than alone. The club curates joint collections for overseas retailers, shares booths at trade fairs and helps members price, pack and ship to store chains abroad.',
    focus: ['Joint trade-fair booths', 'Retail-ready packaging', 'Design trend briefs'],
    icon: Lamp,
    tone: 'decor',
  },
  {
    id: 'coastline-yacht-decor-collective',
    name: 'Coastline Yacht Decor Collective',
    shortName: 'Yacht decor',
    sector: 'Yacht decor brands club',
    location: 'Kochi · Goa · Mumbai',
    description:
      'Indian brands crafting marine-grade teak joinery, upholstery, lighting and brass fittings for superyachts and charter fleets. Members present one catalogue to shipyards in Europe and the Gulf and share the cost of certification and salt-spray testing.',
    focus: ['Marine-grade materials', 'Shipyard introductions', 'Shared certification'],
    icon: Anchor,
    tone: 'marine',
  },
];
