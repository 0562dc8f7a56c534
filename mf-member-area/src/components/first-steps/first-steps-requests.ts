import { apiGet, apiPost } from '@club/shared/api/api-client';
import {
  firstStepsPaths,
  firstStepsResponseSchema,
  type FirstStepsResponse,
} from '@club/shared/contract/first-steps';

export function fetchFirstSteps(): Promise<FirstStepsResponse> {
  return apiGet(firstStepsResponseSchema, firstStepsPaths.state);
}

export function dismissFirstSteps(): Promise<FirstStepsResponse> {
  return apiPost(firstStepsResponseSchema, firstStepsPaths.dismiss);
}
