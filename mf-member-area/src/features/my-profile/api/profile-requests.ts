import { callApi } from '@club/shared/api/api-client';
import type { ImageContentType } from '@club/shared/contract/common';
import { companyEndpoints, type CompanyProfileUpdateBody } from '@club/shared/contract/companies';
import { referenceEndpoints } from '@club/shared/contract/reference';
import { uploadEndpoints } from '@club/shared/contract/uploads';

export function fetchOwnProfile() {
  return callApi(companyEndpoints.ownProfile);
}

export function saveOwnProfile(update: CompanyProfileUpdateBody) {
  return callApi(companyEndpoints.updateOwnProfile, { body: update });
}

export async function fetchFirmTypes() {
  return (await callApi(referenceEndpoints.firmTypes)).items;
}

export async function fetchRevenueBands() {
  return (await callApi(referenceEndpoints.revenueBands)).items;
}

/** An upload link for the logo of the user's first company (the server picks it). */
export function presignLogo(file: { contentType: ImageContentType; size: number }) {
  return callApi(uploadEndpoints.companyLogo, { body: file });
}

export { putFile } from '@/lib/put-file';
