import type { ConnectArea } from './connect-area';
import { PRODUCER_AREAS } from './producer-areas';
import { PROVIDER_AREAS } from './provider-areas';

/** The tables of spec 000 ('Producers page', 'Providers page'), copied exactly. */
const PRODUCER_TABLE = [
  ['textiles', 'Apparels & Accessories'],
  ['leather', 'Leather & Footwear'],
  ['handicraft', 'Handicraft Products'],
  ['furniture', 'Furniture & Furnishings'],
  ['sporting', 'Toys & Sports'],
  ['hotels', 'Hotels & Hospitality'],
  ['medical', 'Medical Supplies'],
  ['electricals', 'Electricals & Electronics'],
  ['automobile', 'Automobile Components'],
  ['building', 'Building Hardware'],
  ['industrial', 'Industrial Supplies'],
  ['metals', 'Metals & Machinery'],
  ['chemicals', 'Specialty Chemicals'],
  ['pharma', 'Pharma & Healthcare'],
  ['printing', 'Printing & Packaging'],
  ['agriculture', 'Agriculture Products'],
];

const PROVIDER_TABLE = [
  ['legal', 'Legal Advisors'],
  ['chartered', 'Chartered Accountants'],
  ['hr', 'HR Consultants & Recruiters'],
  ['manpower', 'Manpower Suppliers'],
  ['realestate', 'Real Estate Brokers'],
  ['architects', 'Architects & Designers'],
  ['facility', 'Facility Contractors'],
  ['pr', 'PR Agencies'],
  ['it', 'IT Solutions'],
  ['travel', 'Travel & Transportation'],
  ['medical', 'Medical Professionals'],
  ['catering', 'Catering Services'],
  ['financial', 'Financial Services'],
  ['insurance', 'Insurance Services'],
  ['officesupplies', 'Office Supplies'],
  ['security', 'Security Services'],
];

describe.each([
  ['producer', PRODUCER_AREAS, PRODUCER_TABLE],
  ['provider', PROVIDER_AREAS, PROVIDER_TABLE],
] as const)('%s areas', (_, areas: readonly ConnectArea[], table) => {
  it('have exactly the keys and titles of the spec, in order', () => {
    expect(areas.map((area) => [area.key, area.title])).toEqual(table);
  });

  it('each have real content: focus, subtitle, overview and four distinct features', () => {
    for (const area of areas) {
      expect(area.focus.length).toBeGreaterThan(5);
      expect(area.subtitle.length).toBeGreaterThan(30);
      expect(area.overview.split(' ').length).toBeGreaterThan(45);
      expect(area.features).toHaveLength(4);
      expect(new Set(area.features.map((feature) => feature.title)).size).toBe(4);
      for (const feature of area.features) {
        expect(feature.text.length).toBeGreaterThan(30);
      }
      expect(`${area.overview} ${area.subtitle}`).not.toMatch(/lorem|ipsum|todo|tbd/i);
    }
  });
});
