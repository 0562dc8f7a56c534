import fp from 'fastify-plugin';

/**
 * Every answer carries its request id, so a report from a user finds the log
 * lines. Set when the request arrives, so errors carry it too.
 */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'request-id', fastify: '5.x' },
);
