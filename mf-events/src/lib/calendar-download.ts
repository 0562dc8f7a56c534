import { apiClient } from '@club/platform/api/api-client';

/**
 * Saves an .ics file from the API as `filename` (the request needs the bearer
 * token, so it is not a plain link).
 */
export async function saveCalendarFile(url: string, filename: string): Promise<void> {
  const response = await apiClient.get<Blob>(url, { responseType: 'blob' });
  const file = new Blob([response.data], { type: 'text/calendar' });
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
