import { apiGet } from '@club/shared/api/api-client';
import { newsListResponseSchema } from '@club/shared/contract/news';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toNewsCard, type NewsCard } from './news-card-mapping';

/** Fired on window by the admins' news manager after it adds or deletes news. */
export const NEWS_UPDATED_EVENT = 'newsUpdated';
export const NEWS_QUERY_KEY = ['news', 'public-list'] as const;

async function fetchNewsCards(): Promise<NewsCard[]> {
  const page = await apiGet(newsListResponseSchema, '/news');
  return page.items.map(toNewsCard);
}

/** GET /news as Cuts cards; reloads whenever the `newsUpdated` event fires. */
export function useNewsCards() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: NEWS_QUERY_KEY });
    };
    window.addEventListener(NEWS_UPDATED_EVENT, refresh);
    return () => window.removeEventListener(NEWS_UPDATED_EVENT, refresh);
  }, [queryClient]);

  return useQuery({ queryKey: NEWS_QUERY_KEY, queryFn: fetchNewsCards });
}
