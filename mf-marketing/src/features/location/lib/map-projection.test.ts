import { INDIA_MAINLAND, VADODARA_LON_LAT } from '../data/india-outline';
import { MAP_HEIGHT, MAP_WIDTH, pointPercent, polygonPath, projectPoint } from './map-projection';

describe('map projection', () => {
  it('keeps the whole outline of India inside the drawing', () => {
    for (const point of INDIA_MAINLAND) {
      const { x, y } = projectPoint(point);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
  });

  it('puts north at the top and west on the left', () => {
    const kanyakumari = projectPoint([77.54, 8.08]);
    const ladakh = projectPoint([77.8, 35.5]);
    const kutch = projectPoint([68.53, 23.68]);
    const arunachal = projectPoint([97.4, 28.2]);
    expect(ladakh.y).toBeLessThan(kanyakumari.y);
    expect(kutch.x).toBeLessThan(arunachal.x);
  });

  it('places Vadodara in the western part of the map, a little below the middle', () => {
    const { left, top } = pointPercent(VADODARA_LON_LAT);
    expect(left).toBeGreaterThan(15);
    expect(left).toBeLessThan(30);
    expect(top).toBeGreaterThan(40);
    expect(top).toBeLessThan(60);
  });

  it('draws a closed path', () => {
    const path = polygonPath([
      [70, 20],
      [71, 21],
      [72, 20],
    ]);
    expect(path.startsWith('M')).toBe(true);
    expect(path.endsWith('Z')).toBe(true);
    expect(path.match(/L/g)).toHaveLength(2);
  });
});
