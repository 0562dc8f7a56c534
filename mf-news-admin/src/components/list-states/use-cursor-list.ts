import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** A page of a cursor-paginated list, as the API answers it. */
export interface CursorPage<Item> {
  items: Item[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/**
 * A back-office list read page by page: its rows so far, and the states
 * `ListStates` shows (loading, failed, empty, Load more and its failure).
 * A failed next page keeps the rows already shown and fails only Load more.
 */
export function useCursorList<Item>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null) => Promise<CursorPage<Item>>,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const states = {
    loading: query.isPending,
    failed: query.isError && !query.isFetchNextPageError,
    onRetry: () => void query.refetch(),
    empty: query.isSuccess && rows.length === 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    onLoadMore: () => void query.fetchNextPage(),
  };
  return { rows, states };
}
