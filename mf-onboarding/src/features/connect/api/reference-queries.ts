import { callApi } from '@club/platform/api/api-client';
import { queryKeys } from '@club/platform/api/query-keys';
import { referenceEndpoints } from '@club/contract/reference';
import { useQuery } from '@tanstack/react-query';
import {
  FALLBACK_CATEGORIES,
  FALLBACK_STATES,
  fallbackSubcategories,
} from '@/features/connect/data/fallback-lists';

const REFERENCE_STALE_MS = 5 * 60_000;

/** States, or the built-in list when they cannot be loaded. */
export function useStates() {
  const query = useQuery({
    queryKey: queryKeys.reference.states,
    queryFn: async () => (await callApi(referenceEndpoints.states)).items,
    staleTime: REFERENCE_STALE_MS,
    retry: 1,
  });
  return { items: query.isError ? FALLBACK_STATES : (query.data ?? []), loading: query.isPending };
}

/** Categories, or the built-in list when they cannot be loaded. */
export function useCategories() {
  const query = useQuery({
    queryKey: queryKeys.reference.categories,
    queryFn: async () => (await callApi(referenceEndpoints.categories)).items,
    staleTime: REFERENCE_STALE_MS,
    retry: 1,
  });
  return {
    items: query.isError ? FALLBACK_CATEGORIES : (query.data ?? []),
    loading: query.isPending,
  };
}

/** The subcategories of a category (none without one), or the built-in list on failure. */
export function useSubcategories(categoryId: number | null) {
  const query = useQuery({
    queryKey: queryKeys.reference.subcategories(categoryId ?? 0),
    queryFn: async () =>
      (await callApi(referenceEndpoints.subcategories, { query: { categoryId } })).items,
    enabled: categoryId !== null,
    staleTime: REFERENCE_STALE_MS,
    retry: 1,
  });
  if (categoryId === null) return { items: [], loading: false };
  return {
    items: query.isError ? fallbackSubcategories(categoryId) : (query.data ?? []),
    loading: query.isPending,
  };
}
