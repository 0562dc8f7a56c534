import fp from 'fastify-plugin';

/** Every answer carries its request id, so a report from a user finds the log lines. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id', fastify: '5.x' },
);
