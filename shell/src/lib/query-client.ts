import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query client: the app provides it to every page, and the
 * pages' data modules (page-data.ts) fill it before a page renders, so a
 * page's queries find what was started for them.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
