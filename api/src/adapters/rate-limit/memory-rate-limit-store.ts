import type { RateLimitStore } from './rate-limit-store';

/** Counters in this process (the plugin's own in-memory store): one API instance, or tests. */
export function memoryRateLimitStore(): RateLimitStore {
  return { name: 'memory', pluginOptions: {}, close: async () => {} };
}
