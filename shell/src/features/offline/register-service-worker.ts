import { LOADED_FILES_MESSAGE } from './caching-rules';

/**
 * Registers the service worker (/sw.js, service-worker.ts) in production
 * builds, once the app has started and the browser is idle, so that it never
 * competes with the boot for the network or the main thread. `pnpm dev` has no
 * service worker (a stored build would hide the one being edited), and neither
 * have the unit tests.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  if (process.env.NODE_ENV === 'development') {
    // A worker left on this origin by a production build (`pnpm start`) would answer the
    // pages of `pnpm dev`: it goes.
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => registrations.forEach((registration) => registration.unregister()));
    return;
  }
  if (process.env.NODE_ENV !== 'production') return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // It installed after this page had loaded its files: it is handed their addresses
        // and keeps the build's files among them (service-worker.ts).
        const urls = performance.getEntriesByType('resource').map(({ name }) => name);
        registration.active?.postMessage({ type: LOADED_FILES_MESSAGE, urls });
      })
      .catch((error: unknown) => {
        // The site works without it: only return visits are slower.
        console.warn('The service worker could not be registered', error);
      });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 2_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
