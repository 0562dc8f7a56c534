import { queryOptions } from '@tanstack/react-query';
import { apiClient, callApi } from '@club/platform/api/api-client';
import { endpointUrl } from '@club/contract/endpoint';
import { adminNewsletterEndpoints } from '@club/contract/newsletter';

export const newsletterKeys = {
  summary: ['admin', 'newsletter', 'summary'] as const,
};

export function fetchNewsletterSummary() {
  return callApi(adminNewsletterEndpoints.summary);
}

/** The file name the server gives the export, else a plain one. */
function fileNameOf(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? 'newsletter-subscribers.csv';
}

/**
 * Downloads the CSV of confirmed subscribers. The request needs the bearer
 * token, so it is not a plain link: the file arrives as a blob and is saved
 * through a temporary link.
 */
export async function downloadSubscribersCsv(): Promise<void> {
  const response = await apiClient.get<Blob>(endpointUrl(adminNewsletterEndpoints.export), {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The newsletter's subscriber counts. */
export const newsletterSummaryQuery = queryOptions({
  queryKey: newsletterKeys.summary,
  queryFn: fetchNewsletterSummary,
});
