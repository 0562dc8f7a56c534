import { apiErrorBodySchema } from '@club/contract/common';
import { apiRoutes } from '@club/contract/api-routes';
import { devApiRoutes } from '@club/contract/dev-api-routes';
import type { Endpoint } from '@club/contract/endpoint';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/adapters/storage/file-storage';
import { testDatabase } from './setup/test-database';
import { runLogStream } from './helpers/run-log';
import { buildTestApp, testConfig } from './helpers/test-app';

describe('errors', () => {
  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/otp/request',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.in",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
  });

  it('refuses prototype poisoning in JSON', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/otp/request',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.in", "__proto__": {"admin": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(response.json()).error.code).toBe('BAD_REQUEST');
  });

  it('answers a body over 1 MB with 413', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/otp/request',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.in', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is too large (the limit is 1 MB).',
      },
    });
  });

  it('answers a body that is not JSON with 415', async () => {
    const { app } = await buildTestApp();
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/otp/request',
        headers: { 'content-type': contentType },
        payload: 'email=a@b.in',
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no GET /nowhere.' },
    });
  });

  it('answers an unexpected failure with 500 INTERNAL and no internals', async () => {
    const { app } = await buildTestApp();
    app.get('/explode', { config: { access: 'public' } }, () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ method: 'GET', url: '/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again in a moment.',
      },
    });
    expect(response.body).not.toContain('secret');
    // The id finds the log lines of the failure.
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 with Retry-After while the database cannot be reached, 500 for other failures', async () => {
    const { app } = await buildTestApp();
    // What pg and Drizzle throw: a refused connection, a server shutting down, a dropped connection.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const shutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
        severity: 'FATAL',
      },
    );
    const dropped = new Error('Connection terminated unexpectedly');
    const failures = [refused, shutdown, dropped].map(
      (cause) => new Error('Failed query: select 1', { cause }),
    );
    failures.forEach((failure, index) => {
      app.get(`/outage/${index}`, { config: { access: 'public' } }, () => {
        throw failure;
      });
    });
    // A query the database refused for being wrong is still the API's bug.
    app.get('/outage/syntax', { config: { access: 'public' } }, () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('syntax error'), { code: '42601', severity: 'ERROR' }),
      });
    });
    for (const index of failures.keys()) {
      const response = await app.inject({ method: 'GET', url: `/outage/${index}` });
      expect(response.statusCode, `failure ${index}`).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        },
      });
    }
    expect((await app.inject({ method: 'GET', url: '/outage/syntax' })).statusCode).toBe(500);
  });

  it('limits requests per IP address across the API', async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    for (let index = 0; index < 3; index += 1) {
      expect((await app.inject({ method: 'GET', url: '/states' })).statusCode).toBe(200);
    }
    const refused = await app.inject({ method: 'GET', url: '/categories' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.json().error.message).toMatch(
      /^Too many requests\. Please wait .+ and try again\.$/,
    );
    // Probes are not limited.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('CORS and headers', () => {
  it('allows the configured site origins, with credentials, and no other', async () => {
    const { app } = await buildTestApp({
      env: { SITE_ORIGINS: 'http://localhost:3000,https://bizbridge.club' },
    });
    for (const origin of ['http://localhost:3000', 'https://bizbridge.club']) {
      const response = await app.inject({ method: 'GET', url: '/states', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    }
    const foreign = await app.inject({
      method: 'GET',
      url: '/states',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from the site and refuses one from elsewhere', async () => {
    const { app } = await buildTestApp();
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/auth/otp/request',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    expect(allowed.headers['access-control-allow-headers']).toBe('content-type,authorization');

    const refused = await preflight('http://localhost:3999');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and a request id', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const traced = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-1234' },
    });
    expect(traced.headers['x-request-id']).toBe('edge-1234');
    const junk = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(junk.headers['x-request-id']).not.toBe('bad id with spaces');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent by an API on plain HTTP, so development never pins localhost to HTTPS', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on every answer, errors included, by an API behind TLS (BEHIND_TLS=1)', async () => {
    const { app } = await buildTestApp({
      env: { BEHIND_TLS: '1', PUBLIC_URL: 'https://club.example/api' },
    });
    for (const url of ['/healthz', '/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('refuses BEHIND_TLS=1 with a public URL browsers reach over plain HTTP', () => {
    expect(() => testConfig({ BEHIND_TLS: '1', PUBLIC_URL: 'http://club.example/api' })).toThrow(
      /BEHIND_TLS=1 .* PUBLIC_URL must be an https:\/\/ URL/,
    );
    expect(() => testConfig({ BEHIND_TLS: 'sometimes' })).toThrow(/BEHIND_TLS/);
  });
});

describe('operations', () => {
  it('reports liveness and readiness', async () => {
    const { app } = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
      database: 'ok',
    });
  });

  it('is not ready when the database does not answer', async () => {
    const database = await testDatabase();
    const { buildApp } = await import('../src/app');
    const app = await buildApp({
      config: testConfig(),
      database: { ...database, ping: () => Promise.reject(new Error('connection refused')) },
      logStream: runLogStream(),
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable.' },
      });
    } finally {
      await app.close();
    }
  });

  it('closes what it opened when the start fails, and reports why', async () => {
    const database = await testDatabase();
    const { buildApp } = await import('../src/app');
    const { testConfig } = await import('./helpers/test-app');
    let storageClosed = false;
    const brokenStorage: FileStorage = {
      name: 'broken',
      publicUrl: (key) => `http://files.example/${key}`,
      presignPut: async () => ({ url: 'http://files.example/upload', headers: {} }),
      put: () => Promise.reject(new Error('disk full')),
      exists: async () => false,
      inspect: async () => null,
      read: async () => null,
      delete: async () => {},
      close: async () => {
        storageClosed = true;
      },
    };
    await expect(
      buildApp({
        config: testConfig({ DEMO_DATA: '1' }),
        database,
        adapters: { storage: brokenStorage },
        logStream: runLogStream(),
      }),
    ).rejects.toThrow('disk full');
    expect(storageClosed).toBe(true);
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    const { app } = await buildTestApp();
    const document = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(document.statusCode).toBe(200);
    const spec = document.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    // Every route of the contract's table that this app serves is documented.
    const documented = spec.paths as Record<
      string,
      Record<string, { responses?: Record<string, unknown> }>
    >;
    // The probes are never rate limited, so they document no 429; the other routes do.
    expect(Object.keys(documented['/healthz']?.get?.responses ?? {})).not.toContain('429');
    expect(Object.keys(documented['/news']?.get?.responses ?? {})).toContain('429');
    expect(Object.keys(documented['/auth/otp/request']?.post?.responses ?? {})).toContain('429');
    const served = Object.values({ ...apiRoutes, ...devApiRoutes })
      .flatMap((group): Endpoint[] => Object.values(group))
      .filter((endpoint) => endpoint.access !== 'this-machine' && !endpoint.path.includes('*'));
    expect(served.length).toBeGreaterThan(50);
    for (const endpoint of served) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = documented[path]?.[endpoint.method.toLowerCase()];
      expect(
        operation,
        `${endpoint.method} ${endpoint.path} in the OpenAPI document`,
      ).toBeDefined();
      // A JSON answer is documented with its schema (the document leaves out bodiless 204s).
      if (endpoint.response !== null) {
        expect(Object.keys(operation?.responses ?? {})).toContain(String(endpoint.status ?? 200));
      }
    }

    const docs = await app.inject({ method: 'GET', url: '/docs' });
    const page =
      docs.statusCode === 302
        ? await app.inject({ method: 'GET', url: docs.headers.location as string })
        : docs;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
