import type { CitySlug } from '@/routes/route-manifest';
import { AHMEDABAD } from './cities/ahmedabad';
import { PUNE } from './cities/pune';
import { RAJKOT } from './cities/rajkot';
import { SURAT } from './cities/surat';
import { UDAIPUR } from './cities/udaipur';
import { VADODARA } from './cities/vadodara';
import type { CityProfile } from './city-types';

/** Every city page, by the `city` prop of `./CityPage`, in the order they are listed. */
export const CITY_PROFILES: Record<CitySlug, CityProfile> = {
  vadodara: VADODARA,
  ahmedabad: AHMEDABAD,
  rajkot: RAJKOT,
  surat: SURAT,
  udaipur: UDAIPUR,
  pune: PUNE,
};
