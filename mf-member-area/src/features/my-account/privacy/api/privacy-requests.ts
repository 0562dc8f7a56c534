import { callApi } from '@club/platform/api/api-client';
import {
  privacyEndpoints,
  type CloseAccountBody,
  type CorrectionRequestBody,
} from '@club/contract/privacy-rights';
import { referenceEndpoints } from '@club/contract/reference';

export function fetchPrivacyOverview() {
  return callApi(privacyEndpoints.overview);
}

export function requestDataExport() {
  return callApi(privacyEndpoints.requestExport);
}

export function requestCorrection(body: CorrectionRequestBody) {
  return callApi(privacyEndpoints.requestCorrection, { body });
}

export function closeAccount(body: CloseAccountBody) {
  return callApi(privacyEndpoints.closeAccount, { body });
}

export async function fetchStates() {
  return (await callApi(referenceEndpoints.states)).items;
}

export async function fetchCategories() {
  return (await callApi(referenceEndpoints.categories)).items;
}

export async function fetchSubcategories(categoryId: number) {
  return (await callApi(referenceEndpoints.subcategories, { query: { categoryId } })).items;
}
