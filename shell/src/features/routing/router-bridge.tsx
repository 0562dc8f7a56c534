import { setUnauthorizedRedirect } from '@club/shared/api/api-client';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@club/shared/routes/site-routes';

/** Lets code outside React (the api client) navigate without a page reload. */
export function RouterBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedRedirect(() => navigate(paths.signIn(), { replace: true }));
  }, [navigate]);
  return null;
}
