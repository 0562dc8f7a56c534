import { onSiteEvent } from '@club/platform/events/site-events';
import { signInPathFrom } from '@club/contract/site-pages';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Lets code outside React navigate without a page reload: when the API client
 * asks for the sign-in page (the session could not be renewed), the router
 * shows it, naming the page to come back to. Through an event, so the shell does not load the API client
 * before a page needs it.
 */
export function RouterBridge() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSiteEvent('signInRequired', (_detail, event) => {
        event.preventDefault();
        // Back to this page once signed in again.
        const { pathname, search } = window.location;
        navigate(signInPathFrom(`${pathname}${search}`), { replace: true });
      }),
    [navigate],
  );
  return null;
}
