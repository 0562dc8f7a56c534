import { callApi } from '@club/platform/api/api-client';
import type { ImageContentType } from '@club/contract/common';
import { companyEndpoints, type CompanyProfileUpdateBody } from '@club/contract/companies';
import { referenceEndpoints } from '@club/contract/reference';
import { uploadEndpoints } from '@club/contract/uploads';

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

export { putFile } from '@club/platform/api/put-file';
