import type { LonLat } from '../data/india-outline';

/** The drawing area of the India map, in SVG user units. */
export const MAP_WIDTH = 560;
export const MAP_HEIGHT = 620;

const WEST_LONGITUDE = 67.8;
const NORTH_LATITUDE = 37.4;
const UNITS_PER_DEGREE = 20;
/** Equirectangular projection true to scale at 22° N, the middle of India. */
const LONGITUDE_FACTOR = Math.cos((22 * Math.PI) / 180);

/** Projects a [longitude, latitude] point onto the map's SVG coordinates. */
export function projectPoint([longitude, latitude]: LonLat): { x: number; y: number } {
  return {
    x: (longitude - WEST_LONGITUDE) * LONGITUDE_FACTOR * UNITS_PER_DEGREE,
    y: (NORTH_LATITUDE - latitude) * UNITS_PER_DEGREE,
  };
}

/** Length in degrees of latitude, as SVG units (for island dots). */
export function degreesToUnits(degrees: number): number {
  return degrees * UNITS_PER_DEGREE;
}

/** A closed SVG path through the given points. */
export function polygonPath(points: readonly LonLat[]): string {
  return `${points
    .map((point, index) => {
      const { x, y } = projectPoint(point);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join('')}Z`;
}

/** Where a point lies on the map, in percent of its width and height (to place HTML on it). */
export function pointPercent(point: LonLat): { left: number; top: number } {
  const { x, y } = projectPoint(point);
  return { left: (x / MAP_WIDTH) * 100, top: (y / MAP_HEIGHT) * 100 };
}
