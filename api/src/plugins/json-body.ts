import fp from 'fastify-plugin';

/**
 * Request bodies are JSON: an empty body counts as no body (so `POST
 * /auth/logout` without one works), other content types get 415, and
 * prototype poisoning is refused. Registered at the root; a plugin that needs
 * another format (a payment webhook's raw body) adds or replaces parsers in
 * its own scope, and the rest of the API keeps this one.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
      const text = typeof raw === 'string' ? raw : raw.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body', fastify: '5.x' },
);
