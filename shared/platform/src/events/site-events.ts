import { useEffect, useEffectEvent } from 'react';

/**
 * Events one app sends to the others on the same page, as DOM events on the
 * window so every app (and every copy of this module) hears them.
 * - `newsUpdated`: an admin added or deleted news; news lists reload.
 * - `sessionChanged`: someone signed in or out; user-specific data reloads.
 * - `signInRequired`: the session could not be renewed and the visitor must
 *   sign in again; the app that shows the sign-in page without a reload (the
 *   shell's router) cancels the event, else the API client reloads at /signin.
 */
export interface SiteEvents {
  newsUpdated: undefined;
  sessionChanged: { userId: string | null };
  signInRequired: undefined;
}
export type SiteEventName = keyof SiteEvents;

/** Sends an event to every app; false when a listener cancelled it (`event.preventDefault()`). */
export function emitSiteEvent<N extends SiteEventName>(name: N, detail: SiteEvents[N]): boolean {
  return window.dispatchEvent(new CustomEvent(name, { detail, cancelable: true }));
}

/** Calls `listener` whenever the event fires; returns the function that stops listening. */
export function onSiteEvent<N extends SiteEventName>(
  name: N,
  listener: (detail: SiteEvents[N], event: Event) => void,
): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SiteEvents[N]>).detail, event);
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
