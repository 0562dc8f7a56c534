import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchNewsPage } from './api/news-requests';

/** Every page of the news manager's list: a change to one item refreshes them all. */
export const NEWS_LIST_KEY = ['news-admin', 'list'] as const;

/** The news items as the manager lists them, newest first, a page at a time. */
export const newsListQuery = infiniteQueryOptions({
  queryKey: NEWS_LIST_KEY,
  queryFn: ({ pageParam }) => fetchNewsPage(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});
