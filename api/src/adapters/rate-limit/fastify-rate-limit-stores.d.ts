/**
 * The two stores @fastify/rate-limit ships (CommonJS, without types of their
 * own): the Redis one shares counters between instances, the local one counts
 * in this process. The Redis adapter switches between them.
 */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { CountingStore } from '@fastify/rate-limit/store/counting-store';

  const RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: Redis,
    key?: string,
  ) => CountingStore;
  export default RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { CountingStore } from '@fastify/rate-limit/store/counting-store';

  const LocalStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    cache?: number,
  ) => CountingStore;
  export default LocalStore;
}

/** What both stores do (`read` counts without adding, for `{ increment: false }`). */
declare module '@fastify/rate-limit/store/counting-store' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  export type CountCallback = (
    error: Error | null,
    result?: { current: number; ttl: number },
  ) => void;
  export interface CountingStore extends FastifyRateLimitStore {
    incr(key: string, callback: CountCallback, timeWindow: number, max: number): void;
    read(key: string, callback: CountCallback, timeWindow: number, max: number): void;
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): CountingStore;
  }
}
