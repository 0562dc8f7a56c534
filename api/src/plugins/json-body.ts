import fp from 'fastify-plugin';
import { NOT_UTF8_JSON } from '../http/error-handler';

/** An error the error handler answers with its status and the contract's body. */
function parseError(code: string, statusCode: number, message: string) {
  return Object.assign(new Error(message), { code, statusCode });
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

/**
 * Request bodies are JSON in UTF-8: an empty body counts as no body (so `POST
 * /auth/logout` without one works), another charset gets 415, bytes that are
 * not UTF-8 get 400, other content types get 415, and prototype poisoning is
 * refused. Registered at the root; a plugin that needs another format (a
 * payment webhook's raw body) adds or replaces parsers in its own scope, and
 * the rest of the API keeps this one.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
      const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1];
      if (charset && !/^utf-?8$/i.test(charset)) {
        done(parseError(NOT_UTF8_JSON, 415, 'JSON must be UTF-8'), undefined);
        return;
      }
      let text: string;
      try {
        text = utf8.decode(raw as Buffer);
      } catch {
        done(parseError('FST_ERR_CTP_INVALID_JSON_BODY', 400, 'not UTF-8'), undefined);
        return;
      }
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body', fastify: '5.x' },
);
