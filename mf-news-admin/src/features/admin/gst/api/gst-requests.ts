import { apiClient, callApi } from '@club/platform/api/api-client';
import { endpointUrl } from '@club/contract/endpoint';
import { gstReturnEndpoints } from '@club/contract/gst-returns';

/** The back office's cache keys for GST returns, one per month. */
export const gstKeys = {
  month: (month: string) => ['admin', 'gst-returns', month] as const,
};

export function fetchGstReturn(month: string) {
  return callApi(gstReturnEndpoints.month, { query: { month } });
}

/**
 * Downloads the month's GSTR-1 as CSV or portal JSON (the request needs the
 * bearer token, so it is not a plain link), named as the server names it:
 * `GSTR1-<GSTIN>-<MMYYYY>.csv` (the API's headers are not readable cross-origin).
 */
export async function downloadGstReturn(
  gstReturn: { month: string; supplierGstin: string; period: string },
  format: 'csv' | 'json',
): Promise<void> {
  const { month } = gstReturn;
  const response = await apiClient.get<Blob>(endpointUrl(gstReturnEndpoints.export), {
    params: { month, format },
    responseType: 'blob',
  });
  const fileName = `GSTR1-${gstReturn.supplierGstin}-${gstReturn.period}.${format}`;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
