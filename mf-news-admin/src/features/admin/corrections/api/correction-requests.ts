import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@club/platform/api/api-client';
import {
  adminCorrectionEndpoints,
  type CorrectionDecisionBody,
  type CorrectionRequest,
} from '@club/contract/privacy-rights';

export const correctionKeys = {
  open: ['admin', 'corrections', 'open'] as const,
};

export function fetchOpenCorrections() {
  return callApi(adminCorrectionEndpoints.list, { query: { status: 'open', limit: 50 } });
}

export function decideCorrection(
  id: string,
  body: CorrectionDecisionBody,
): Promise<CorrectionRequest> {
  return callApi(adminCorrectionEndpoints.decide, { params: { id }, body });
}

/** The correction requests still waiting for a decision. */
export const openCorrectionsQuery = queryOptions({
  queryKey: correctionKeys.open,
  queryFn: fetchOpenCorrections,
});
