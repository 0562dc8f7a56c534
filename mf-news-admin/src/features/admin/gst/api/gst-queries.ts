import { queryOptions } from '@tanstack/react-query';
import { fetchGstReturn, gstKeys } from './gst-requests';

/** A month's GSTR-1 (`2026-11`), as the GST returns page shows and downloads it. */
export function gstReturnQuery(month: string) {
  return queryOptions({ queryKey: gstKeys.month(month), queryFn: () => fetchGstReturn(month) });
}
