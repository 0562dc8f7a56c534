import { endpointUrl } from '@club/contract/endpoint';
import { memberEventEndpoints } from '@club/contract/events';
import { apiClient } from '@club/platform/api/api-client';

/** Saves a meeting's .ics file (the request needs the bearer token, so it is not a plain link). */
export async function downloadCalendarFile(meetingId: string): Promise<void> {
  const response = await apiClient.get<Blob>(
    endpointUrl(memberEventEndpoints.calendar, { id: meetingId }),
    { responseType: 'blob' },
  );
  const file = new Blob([response.data], { type: 'text/calendar' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'bizbridge-meeting.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
