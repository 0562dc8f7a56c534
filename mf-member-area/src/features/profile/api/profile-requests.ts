import axios from 'axios';
import { apiGet, apiPatch, apiPost } from '@club/shared/api/api-client';
import type { ImageContentType } from '@club/shared/contract/common';
import {
  companyProfileSchema,
  type CompanyProfileUpdateBody,
} from '@club/shared/contract/companies';
import {
  firmTypesResponseSchema,
  revenueBandsResponseSchema,
} from '@club/shared/contract/reference';
import {
  presignResponseSchema,
  UPLOAD_TIMEOUT_MS,
  type PresignedUpload,
} from '@club/shared/contract/uploads';

export function fetchOwnProfile() {
  return apiGet(companyProfileSchema, '/companies/profile');
}

export function saveOwnProfile(update: CompanyProfileUpdateBody) {
  return apiPatch(companyProfileSchema, '/companies/profile', update);
}

export async function fetchFirmTypes() {
  return (await apiGet(firmTypesResponseSchema, '/firm-types')).items;
}

export async function fetchRevenueBands() {
  return (await apiGet(revenueBandsResponseSchema, '/revenue-bands')).items;
}

export function presignLogo(file: {
  contentType: ImageContentType;
  size: number;
  companyId: string;
}) {
  return apiPost(presignResponseSchema, '/uploads/company/profile/presign', file);
}

/**
 * PUT of the file to its upload link, straight to the storage (the API's own
 * or S3): a bare request, so no bearer token travels to the storage.
 */
export async function putFile(link: PresignedUpload, file: Blob): Promise<void> {
  await axios.put(link.uploadUrl, file, {
    headers: link.headers,
    timeout: UPLOAD_TIMEOUT_MS,
    // The storage answers with an empty body or XML, never JSON to parse.
    transformResponse: (data: unknown) => data,
  });
}
