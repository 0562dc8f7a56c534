import { callApi } from '@club/platform/api/api-client';
import { grievanceEndpoints, type GrievanceBody } from '@club/contract/privacy';

export function fileGrievance(body: GrievanceBody) {
  return callApi(grievanceEndpoints.file, { body });
}
