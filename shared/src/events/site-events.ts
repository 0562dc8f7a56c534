import { useEffect, useEffectEvent } from 'react';

/**
 * Events one app sends to the others on the same page, as DOM events on the
 * window so every app (and every copy of this module) hears them.
 * - `newsUpdated`: an admin added or deleted news; news lists reload.
 * - `sessionChanged`: someone signed in or out; user-specific data reloads.
 */
export interface SiteEvents {
  newsUpdated: undefined;
  sessionChanged: { userId: string | null };
}
export type SiteEventName = keyof SiteEvents;

export function emitSiteEvent<N extends SiteEventName>(name: N, detail: SiteEvents[N]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Calls `listener` whenever the event fires; returns the function that stops listening. */
export function onSiteEvent<N extends SiteEventName>(
  name: N,
  listener: (detail: SiteEvents[N]) => void,
): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SiteEvents[N]>).detail);
  window.addEventListener(name, handle);
  return () => window.removeEventListener(name, handle);
}

/** `onSiteEvent` for the lifetime of a component; the latest listener is always called. */
export function useSiteEvent<N extends SiteEventName>(
  name: N,
  listener: (detail: SiteEvents[N]) => void,
): void {
  const handle = useEffectEvent(listener);
  useEffect(() => onSiteEvent(name, (detail) => handle(detail)), [name]);
}
