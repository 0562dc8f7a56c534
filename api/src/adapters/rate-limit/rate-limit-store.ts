import type { RateLimitPluginOptions } from '@fastify/rate-limit';

/**
 * Where @fastify/rate-limit keeps its per-IP counters: in Redis, shared by
 * every API instance, or in this process's memory. Both count the same way.
 */
export interface RateLimitStore {
  readonly name: string;
  readonly pluginOptions: Pick<RateLimitPluginOptions, 'store' | 'skipOnError'>;
  /** Resolves once the store can count (its first connection, or a bounded wait for it). */
  ready?(): Promise<void>;
  close(): Promise<void>;
}
