import fp from 'fastify-plugin';
import './authenticate';

/**
 * Declares `request.user` on every request of the app (null until `requireUser`
 * sets it), so routes of any feature can require a signed-in user.
 */
export const requestUserPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
  },
  { name: 'request-user', fastify: '5.x' },
);
