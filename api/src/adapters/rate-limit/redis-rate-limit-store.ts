import type { FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { CountCallback, CountingStore } from '@fastify/rate-limit/store/counting-store';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit-store';

/** How many client addresses one instance remembers while it counts on its own. */
const LOCAL_CACHE_SIZE = 5000;
/** How long a starting instance waits for Redis before it counts on its own. */
const FIRST_CONNECTION_WAIT_MS = 2000;

/** Reconnection attempts come at most this far apart, for as long as Redis is away. */
const MAX_RECONNECT_DELAY_MS = 1000;

/**
 * Counters in Redis (`REDIS_URL`), so several API instances share them. While
 * Redis is unreachable each instance counts in its own memory: a visitor then
 * gets the limit once per instance instead of no limit at all, no request
 * waits on Redis or fails because of it, and the log says so once. When Redis
 * answers again the instances share their counters again (starting afresh there).
 */
export function redisRateLimitStore(url: string, log: FastifyBaseLogger): RateLimitStore {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    // A command while the connection is down fails at once instead of queueing until it is back.
    enableOfflineQueue: false,
    // A command sent just as the connection died may never be answered: it fails after this.
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  // Until Redis first answers, requests would be counted per instance: the app waits for that
  // (a bounded time) before it serves, so instances that start together share from the start.
  const firstConnection = new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref();
  });
  let counting: 'shared' | 'per-instance' = 'shared';
  const countPerInstance = (error: unknown) => {
    if (counting === 'per-instance') return;
    counting = 'per-instance';
    log.warn(
      { err: error },
      'redis (rate limits) unreachable: this instance counts requests on its own until it is back',
    );
  };
  redis.on('error', countPerInstance);
  redis.on('ready', () => {
    if (counting === 'shared') return;
    counting = 'shared';
    log.warn('redis (rate limits) is back: rate limits are shared by every instance again');
  });

  class SharedOrLocalStore implements FastifyRateLimitStore {
    private readonly shared: CountingStore;
    private readonly local: CountingStore;

    constructor(options: RateLimitOptions, stores?: [CountingStore, CountingStore]) {
      const { continueExceeding, exponentialBackoff } = options;
      [this.shared, this.local] = stores ?? [
        new RedisStore(continueExceeding, exponentialBackoff, redis, 'club-api-rate-limit:'),
        new LocalStore(continueExceeding, exponentialBackoff, LOCAL_CACHE_SIZE),
      ];
    }

    private count(
      method: 'incr' | 'read',
      key: string,
      callback: CountCallback,
      timeWindow: number,
      max: number,
    ) {
      if (redis.status !== 'ready') {
        this.local[method](key, callback, timeWindow, max);
        return;
      }
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          countPerInstance(error);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: CountCallback, timeWindow: number, max: number) {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: CountCallback, timeWindow: number, max: number) {
      this.count('read', key, callback, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // A route's own limits: each store makes its child (its own key space, the route's options).
      return new SharedOrLocalStore({}, [
        this.shared.child(routeOptions),
        this.local.child(routeOptions),
      ]);
    }
  }

  return {
    name: 'redis',
    pluginOptions: {
      store: SharedOrLocalStore,
      // Whatever else goes wrong while counting, requests pass rather than the API failing.
      skipOnError: true,
    },
    ready: () => firstConnection,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
