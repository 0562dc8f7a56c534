import { useQuery } from '@tanstack/react-query';
import type { Lead } from '@club/contract/leads';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { leadQuery } from '../queries';

/**
 * The lead shown in the detail dialog, named by `?lead=<id>` so a link can
 * share it: taken from the loaded list when it is there, else loaded alone.
 */
export function useOpenedLead(shown: Lead[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const openedHere = useRef(false);
  const openId = searchParams.get('lead');
  const listed = openId ? shown.find((lead) => lead.id === openId) : undefined;
  const single = useQuery({
    ...leadQuery(openId ?? ''),
    enabled: Boolean(openId) && !listed,
  });

  const open = (lead: Lead) => {
    openedHere.current = true;
    setSearchParams((params) => {
      params.set('lead', lead.id);
      return params;
    });
  };

  const close = () => {
    // Opened from the list: back undoes it. Opened from a shared link: drop the parameter.
    if (openedHere.current) {
      openedHere.current = false;
      window.history.back();
      return;
    }
    setSearchParams(
      (params) => {
        params.delete('lead');
        return params;
      },
      { replace: true },
    );
  };

  return { openId, openLead: listed ?? single.data, single, open, close };
}
