import { callApi } from '@club/platform/api/api-client';
import { firstStepsEndpoints, type FirstStepsResponse } from '@club/contract/first-steps';

export function fetchFirstSteps(): Promise<FirstStepsResponse> {
  return callApi(firstStepsEndpoints.state);
}

export function dismissFirstSteps(): Promise<FirstStepsResponse> {
  return callApi(firstStepsEndpoints.dismiss);
}
