import { once } from 'node:events';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

async function clearCounters() {
  const redis = new Redis(redisUrl ?? '');
  try {
    const keys = await redis.keys('club-api-rate-limit:*');
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * A TCP relay in front of the test's Redis that can be cut and restored:
 * Redis going away and coming back, as the API sees it, without stopping the
 * shared server other tests use.
 */
async function cuttableRedis() {
  const target = new URL(redisUrl ?? '');
  const sockets = new Set<Socket>();
  let up = true;
  const server = createServer((client) => {
    if (!up) return client.destroy();
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

/** Statuses of GET /states from `address`, sent to the apps in turn. */
async function statuses(apps: TestApp[], address: string, count: number) {
  const result: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const { app } = apps[index % apps.length] as TestApp;
    const response = await app.inject({ method: 'GET', url: '/states', remoteAddress: address });
    result.push(response.statusCode);
  }
  return result;
}

// Runs when TEST_REDIS_URL points at a Redis server (e.g. redis://127.0.0.1:6379).
describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  afterEach(clearCounters);

  it('are shared by several API instances', async () => {
    await clearCounters();
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_PER_MINUTE: '4' };
    const first = await buildTestApp({ env });
    const second = await buildTestApp({ env });
    expect(await statuses([first, second], '10.0.0.1', 5)).toEqual([200, 200, 200, 200, 429]);
  });

  it('count per instance while Redis is away, with a warning, and are shared again once it is back', async () => {
    await clearCounters();
    const relay = await cuttableRedis();
    try {
      const env = { REDIS_URL: relay.url, RATE_LIMIT_PER_MINUTE: '4' };
      const logs = logLines();
      const first = await buildTestApp({ env, logStream: logs.stream });
      const second = await buildTestApp({ env });
      expect(await statuses([first, second], '10.0.0.2', 5)).toEqual([200, 200, 200, 200, 429]);

      relay.cut();
      const started = performance.now();
      // Each instance now allows 4 a minute on its own: no request fails or waits for Redis.
      expect(await statuses([first], '10.0.0.3', 5)).toEqual([200, 200, 200, 200, 429]);
      expect(await statuses([second], '10.0.0.3', 5)).toEqual([200, 200, 200, 200, 429]);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(logs.lines.join('')).toContain('this instance counts requests on its own');

      relay.restore();
      await expect
        .poll(() => logs.lines.join(''), { timeout: 5000 })
        .toContain('rate limits are shared by every instance again');
      // The second instance reconnects on its own schedule: wait until it counts in Redis too.
      await expect
        .poll(
          async () => (await statuses([first, second], `10.0.1.${Date.now() % 250}`, 5)).join(),
          {
            timeout: 5000,
          },
        )
        .toBe('200,200,200,200,429');
    } finally {
      await relay.close();
    }
  }, 60_000);
});
