import fp from 'fastify-plugin';
import { applyCachePolicy } from '../http/cache-policy';

/**
 * Every answer's `Cache-Control` comes from its route's cache policy (declared
 * with the route, `no-store` by default for routes that need a session), set
 * here when the answer leaves: no handler writes the header.
 */
export const cachePolicyPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      applyCachePolicy(request, reply);
      return payload;
    });
  },
  { name: 'cache-policy', fastify: '5.x' },
);
