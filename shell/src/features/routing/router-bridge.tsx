import { setUnauthorizedRedirect } from '@club/shared/api/api-client';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Lets code outside React (the api client) navigate without a page reload. */
export function RouterBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedRedirect(() => navigate('/signin', { replace: true }));
  }, [navigate]);
  return null;
}
