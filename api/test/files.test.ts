import { newsListResponseSchema } from '@club/contract/news';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { isWebp } from './helpers/webp';

describe('GET /files/<key>', () => {
  it("serves a seeded news item's image as a WebP that browsers and other origins may keep", async () => {
    const { app } = await buildTestApp({
      env: { DEMO_DATA: '1', PUBLIC_URL: 'https://api.bizbridge.example' },
    });
    const page = newsListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/news?limit=50' })).json(),
    );
    const imageUrl = page.items[0]?.imageUrl ?? '';
    expect(imageUrl).toMatch(
      /^https:\/\/api\.bizbridge\.example\/files\/news\/demo\/[a-z-]+\.webp$/,
    );

    const image = await app.inject({ method: 'GET', url: new URL(imageUrl).pathname });
    expect(image.statusCode).toBe(200);
    expect(isWebp(image.rawPayload)).toBe(true);
    expect(image.rawPayload.length).toBeLessThanOrEqual(30 * 1024);
    expect(image.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(image.rawPayload.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });

    // The rest of the API stays same-site.
    const news = await app.inject({ method: 'GET', url: '/news' });
    expect(news.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('answers a missing file with 404 in the error shape', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/files/news/demo/missing.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no file under this key.' },
    });
  });

  it('refuses keys that climb out of the storage folder, however they are written', async () => {
    const { app } = await buildTestApp({ env: { DEMO_DATA: '1' } });
    // Sent as they are over a real connection: clients need not tidy up "..".
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        }).on('error', reject);
      });
    for (const path of [
      '/files/news/demo/../../../secrets.json',
      '/files/..%2Fsecrets.json',
      '/files/news/%2e%2e/%2e%2e/pglite/PG_VERSION',
      '/files/%2Fetc%2Fpasswd',
      '/files/news/demo/.hidden.webp',
    ]) {
      const response = await raw(path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body), path).toEqual({
        error: {
          code: 'VALIDATION_ERROR',
          message: 'key: This is not a valid file key',
          field: 'key',
        },
      });
    }
  });
});
