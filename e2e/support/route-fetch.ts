import type { APIResponse, Route } from '@playwright/test';

/**
 * The response a routed request would have had, for a handler that changes it. Playwright
 * reuses kept-alive connections to the site's servers; one the server closes (its keep-alive
 * timeout) just as it is reused fails the fetch with ECONNRESET, "socket hang up", which is
 * no answer of the site's. A GET is then sent once more, on a new connection; anything else,
 * or a second failure, fails the test as before.
 */
export async function fetchForRoute(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    const reset = /ECONNRESET|socket hang up/.test(String(error));
    if (!reset || route.request().method() !== 'GET') throw error;
    return route.fetch();
  }
}
