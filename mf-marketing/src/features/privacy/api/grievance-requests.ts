import { currentLocale } from '@club/ui/i18n';
import { callApi } from '@club/platform/api/api-client';
import { grievanceEndpoints, type GrievanceBody } from '@club/contract/privacy';

/** Files a grievance; its receipt comes in the page's language. */
export function fileGrievance(body: GrievanceBody) {
  return callApi(grievanceEndpoints.file, { body: { ...body, language: currentLocale() } });
}
