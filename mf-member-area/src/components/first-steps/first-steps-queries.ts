import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import { fetchFirstSteps } from './first-steps-requests';

/** Under the user's keys, so a new session never sees the last one's checklist. */
export const FIRST_STEPS_QUERY_KEY = [...queryKeys.user.all, 'first-steps'] as const;

/** The welcome checklist's state, read again whenever the page is shown. */
export const firstStepsQuery = queryOptions({
  queryKey: FIRST_STEPS_QUERY_KEY,
  queryFn: fetchFirstSteps,
  retry: false,
});
