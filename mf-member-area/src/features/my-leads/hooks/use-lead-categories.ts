import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import type { Subcategory } from '@club/contract/reference';
import { fetchCategories, fetchSubcategories } from '@/lib/lead-requests';

export interface LeadCategory {
  id: number;
  name: string;
  subcategories: Subcategory[];
}

/** Producers: the category whose name says producer or manufacturing; Providers: provider or service. */
function pick(names: { id: number; name: string }[], words: string[]) {
  return names.find((category) => words.some((word) => category.name.toLowerCase().includes(word)));
}

async function loadLeadCategories() {
  const categories = await fetchCategories();
  const producers = pick(categories, ['producer', 'manufacturing']);
  const providers = pick(categories, ['provider', 'service']);
  const withSubcategories = async (category: { id: number; name: string } | undefined) =>
    category ? { ...category, subcategories: await fetchSubcategories(category.id) } : null;
  const [producerCategory, providerCategory] = await Promise.all([
    withSubcategories(producers),
    withSubcategories(providers),
  ]);
  return { producers: producerCategory, providers: providerCategory };
}

/** The Producers and Providers categories with their subcategories (reference data, cached). */
export function useLeadCategories() {
  return useQuery({
    queryKey: [...queryKeys.reference.categories, 'lead-categories'],
    queryFn: loadLeadCategories,
    staleTime: 60 * 60_000,
  });
}
