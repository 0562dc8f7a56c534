import { callApi } from '@club/platform/api/api-client';
import { queryKeys } from '@club/platform/api/query-keys';
import { newsEndpoints } from '@club/contract/news';
import { useSiteEvent } from '@club/platform/events/site-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toNewsCard, type NewsCard } from './news-card-mapping';

async function fetchNewsCards(): Promise<NewsCard[]> {
  const page = await callApi(newsEndpoints.list);
  return page.items.map(toNewsCard);
}

/** GET /news as Cuts cards; reloads whenever an admin changes the news. */
export function useNewsCards() {
  const queryClient = useQueryClient();
  useSiteEvent('newsUpdated', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.news.all });
  });
  return useQuery({ queryKey: queryKeys.news.publicList, queryFn: fetchNewsCards });
}
