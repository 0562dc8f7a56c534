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
import { presignResponseSchema } from '@club/shared/contract/uploads';

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

export { putFile } from '@/lib/put-file';
