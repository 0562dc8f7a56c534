import { queryOptions } from '@tanstack/react-query';
import { adminVisitorEndpoints } from '@club/contract/visitors';
import { callApi } from '@club/platform/api/api-client';

export const visitorPipelineQuery = queryOptions({
  queryKey: ['admin', 'visitors', 'pipeline'] as const,
  queryFn: () => callApi(adminVisitorEndpoints.pipeline),
});
