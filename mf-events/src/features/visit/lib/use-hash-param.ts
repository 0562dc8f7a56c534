import { useSyncExternalStore } from 'react';

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * A value from the URL's hash (`#invitation=…`), where a link's token travels
 * so that no server ever logs it: '' when absent, and null while prerendered
 * (no hash there), so hydration starts alike and then reads the link's.
 */
export function useHashParam(name: string): string | null {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => null,
  );
  return hash === null ? null : (new URLSearchParams(hash.replace(/^#/, '')).get(name) ?? '');
}
