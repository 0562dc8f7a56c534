import { MARKETING_ROUTES } from '@/routes/route-manifest';
import { CITY_PROFILES } from './city-profiles';

describe('city profiles', () => {
  it('has a page for each city of the route table, and no other', () => {
    expect(Object.keys(CITY_PROFILES).sort()).toEqual(
      Object.keys(MARKETING_ROUTES.pages.city.variants).sort(),
    );
  });

  it('files each profile under its own slug (the address that shows it)', () => {
    for (const [slug, city] of Object.entries(CITY_PROFILES)) expect(city.slug).toBe(slug);
  });
});
