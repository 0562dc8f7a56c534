import { countryCodeSchema, type CountryCode } from '@club/shared/contract/common';

/** The contract's country codes, as the non-empty tuple Drizzle's `text(..., { enum })` takes. */
export const COUNTRY_CODES = countryCodeSchema.options as [CountryCode, ...CountryCode[]];
