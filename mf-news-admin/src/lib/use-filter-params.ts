import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters kept in the address (so a link opens the list filtered, and
 * Back returns to the filters): the current parameters, and a setter that
 * changes one, or removes it for an empty value, without a new history entry.
 */
export function useFilterParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next, { replace: true });
  };
  return { searchParams, setFilter };
}
