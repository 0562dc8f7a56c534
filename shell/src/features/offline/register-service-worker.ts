import { LOADED_FILES_MESSAGE } from './caching-rules';

/**
 * A resource the page fetched without the worker: one the worker answered has a `workerStart`, and
 * the worker stored it then if it keeps such files. (A remote's file without Timing-Allow-Origin
 * reads 0 either way; handing it over again costs the worker a look in its store.)
 */
function notThroughTheWorker(entry: PerformanceEntry): boolean {
  return !('workerStart' in entry) || (entry as PerformanceResourceTiming).workerStart === 0;
}

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
        // It installed after this page had loaded files of its own: it is handed their addresses
        // and keeps the build's files among them (service-worker.ts). So are the files this page
        // loads later without it: a remote started by the visitor's first touch (held pages,
        // decision 0049) may load before the worker controls the page, or finish loading after.
        const handOver = (entries: readonly PerformanceEntry[]) => {
          const urls = entries.filter(notThroughTheWorker).map(({ name }) => name);
          if (urls.length > 0)
            registration.active?.postMessage({ type: LOADED_FILES_MESSAGE, urls });
        };
        handOver(performance.getEntriesByType('resource'));
        new PerformanceObserver((list) => handOver(list.getEntries())).observe({
          type: 'resource',
        });
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
