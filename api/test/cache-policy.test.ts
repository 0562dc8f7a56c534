/**
 * Each route's Cache-Control comes from its cache policy: routes that need a
 * session are never kept, whatever they answer; a public route that may be
 * kept says how long on success only, never on an error.
 */
import { apiRoutes } from '@club/contract/api-routes';
import { endpointName, endpointUrl, type Endpoint } from '@club/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

/** Any value fills a path parameter: the access guard answers before the route reads it. */
function anyUrl(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z]+)|\*/g)].map((match) => match[1] ?? '*');
  return endpointUrl(
    endpoint,
    Object.fromEntries(names.map((name) => [name, '00000000-0000-4000-8000-000000000000'])),
  );
}

const sessionRoutes = Object.values(apiRoutes)
  .flatMap((group) => Object.values(group) as Endpoint[])
  .filter((endpoint) => ['user', 'member', 'admin'].includes(endpoint.access));

describe('cache policy', () => {
  it('answers every route that needs a session with no-store, its 401 included', async () => {
    const { app } = await buildTestApp();
    expect(sessionRoutes.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const endpoint of sessionRoutes) {
      const response = await app.inject({ method: endpoint.method, url: anyUrl(endpoint) });
      // `no-store`, or `private, no-store` for a download of one person's file.
      const kept = /^(private, )?no-store$/.test(String(response.headers['cache-control']))
        ? 'never kept'
        : `kept (${response.headers['cache-control']})`;
      answers.push(`${endpointName(endpoint)}: ${response.statusCode} ${kept}`);
    }
    expect(answers).toEqual(
      sessionRoutes.map((endpoint) => `${endpointName(endpoint)}: 401 never kept`),
    );
  });

  it('lets a public answer be kept as its route says, but never an error of that route', async () => {
    const { app } = await buildTestApp();
    const total = await app.inject({ method: 'GET', url: '/business-total' });
    expect(total.statusCode).toBe(200);
    expect(total.headers['cache-control']).toMatch(/^public, max-age=\d+$/);

    const missing = await app.inject({ method: 'GET', url: '/files/news/demo/missing.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();

    const badKey = await app.inject({ method: 'GET', url: '/subcategories?categoryId=x' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.headers['cache-control']).toBeUndefined();
  });

  it('sends no Cache-Control for a public route without a policy', async () => {
    const { app } = await buildTestApp();
    const officer = await app.inject({ method: 'GET', url: '/privacy/grievance-officer' });
    expect(officer.statusCode).toBe(200);
    expect(officer.headers['cache-control']).toBeUndefined();
  });
});
