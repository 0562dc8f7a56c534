import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, handleError, INTERNAL_MESSAGE } from '../http/error-handler';

/**
 * Every error, and every unknown route, answers with the contract's error body.
 * Set at the root, so every feature plugin inherits it.
 */
export const errorHandlingPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      try {
        return handleError(error, request, reply);
      } catch (handlerError) {
        // Never let Fastify's default body (with the error's message) reach the client.
        request.log.error({ err: handlerError }, 'error handler failed');
        return reply.code(500).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
      }
    });
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      return reply.code(404).send(errorBody('NOT_FOUND', `There is no ${request.method} ${path}.`));
    });
  },
  { name: 'error-handling', fastify: '5.x', dependencies: ['security'] },
);
