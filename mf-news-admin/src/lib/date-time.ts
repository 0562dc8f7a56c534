/** A moment as the back office shows it, in India: `27 Nov 2026, 2:05 pm`. Empty when missing. */
export { formatIndianDateTime as formatDateTimeIN } from '@club/contract/format/india-date';
