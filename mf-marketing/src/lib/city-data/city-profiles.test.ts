import { MARKETING_ROUTES } from '@club/shared/routes/marketing-routes';
import { CITY_PROFILES } from './city-profiles';

const EXPECTED_POPULATIONS = {
  vadodara: '2.1M+',
  ahmedabad: '7.2M+',
  rajkot: '1.4M+',
  surat: '4.9M+',
  udaipur: '475K+',
  pune: '3.1M+',
};

describe('city profiles', () => {
  it('has a page for each of the six cities of the route table, and no other', () => {
    expect(Object.keys(CITY_PROFILES).sort()).toEqual(
      Object.keys(MARKETING_ROUTES.pages.city.variants).sort(),
    );
    expect(Object.keys(CITY_PROFILES)).toHaveLength(6);
  });

  it.each(Object.entries(EXPECTED_POPULATIONS))(
    '%s shows the population %s',
    (slug, population) => {
      expect(CITY_PROFILES[slug as keyof typeof CITY_PROFILES].population).toBe(population);
    },
  );

  it.each(Object.values(CITY_PROFILES))('$name is complete', (city) => {
    expect(city.slug).toBe(Object.keys(CITY_PROFILES)[Object.values(CITY_PROFILES).indexOf(city)]);
    expect(city.name).not.toBe('');
    expect(city.state).not.toBe('');
    expect(city.tagline.length).toBeGreaterThan(10);
    expect(city.welcome).toHaveLength(2);
    for (const paragraph of city.welcome) expect(paragraph.length).toBeGreaterThan(80);
    expect(city.highlights).toHaveLength(4);
    expect(city.industries).toHaveLength(3);
    for (const point of [...city.highlights, ...city.industries]) {
      expect(point.title).not.toBe('');
      expect(point.text.length).toBeGreaterThan(20);
      expect(point.icon).toBeTruthy();
    }
    expect(new Set(city.industries.map((industry) => industry.title)).size).toBe(3);
    expect(new Set(city.highlights.map((highlight) => highlight.title)).size).toBe(4);
  });
});
