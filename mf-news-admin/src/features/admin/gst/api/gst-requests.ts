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
 * bearer token, so it is not a plain link); the file name is the server's.
 */
export async function downloadGstReturn(month: string, format: 'csv' | 'json'): Promise<void> {
  const response = await apiClient.get<Blob>(endpointUrl(gstReturnEndpoints.export), {
    params: { month, format },
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `GSTR1-${month}.${format}`;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
