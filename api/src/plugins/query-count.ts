import { AsyncResource } from 'node:async_hooks';
import fp from 'fastify-plugin';
import { runCounted, type QueryCount } from '../db/query-counter';

declare module 'fastify' {
  interface FastifyRequest {
    /** The database statements this request has sent so far. */
    queryCount: QueryCount | null;
  }
}

const scope = Symbol('query-count-scope');
type Scoped = { [scope]?: AsyncResource };

/**
 * Counts each request's database statements (logged with the request, read
 * by the tests and the bench). The count is entered when the request arrives;
 * Fastify runs the body's parsing, the validation and the handler from the
 * request stream's events, in another async context, so preValidation steps
 * back into the request's own (as @fastify/request-context does; written here
 * because the count lives in the database layer, not in a Fastify plugin).
 */
export const queryCountPlugin = fp(
  async (app) => {
    app.decorateRequest('queryCount', null);
    app.addHook('onRequest', (request, _reply, done) => {
      runCounted((count) => {
        request.queryCount = count;
        const resource = new AsyncResource('club-query-count');
        (request as Scoped)[scope] = resource;
        resource.runInAsyncScope(done);
      });
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const resource = (request as Scoped)[scope];
      if (resource) resource.runInAsyncScope(done);
      else done();
    });
  },
  { name: 'query-count', fastify: '5.x' },
);
