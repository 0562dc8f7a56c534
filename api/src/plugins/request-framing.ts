import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';

/** No content coding, however it is spelled (an empty header says the same). */
const NO_ENCODING = /^\s*(?:identity)?\s*$/i;

/**
 * A preParsing hook for every route: the API reads request bodies as they
 * arrive and decodes no content coding, so a body sent with Content-Encoding
 * (gzip, br, deflate, ...) is refused with 415 rather than read as if plain.
 */
async function refuseEncodedBodies(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
): Promise<RequestPayload> {
  const encoding = request.headers['content-encoding'];
  if (encoding !== undefined && !NO_ENCODING.test(encoding)) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request body uncompressed, without Content-Encoding.',
    );
  }
  return payload;
}

/**
 * An onRequest hook for every route: an HTTP/1.1 request must name its host
 * (RFC 9112). Node's own refusal is an empty 400, so the server lets these
 * requests through (`requireHostHeader: false` in buildApp) and this answers
 * them in the error shape; HTTP/1.0, which had no Host, is still served.
 */
async function requireHost(request: FastifyRequest): Promise<void> {
  const { httpVersionMajor, httpVersionMinor } = request.raw;
  const http11 = httpVersionMajor > 1 || (httpVersionMajor === 1 && httpVersionMinor >= 1);
  if (http11 && !request.headers.host) {
    throw new AppError(400, 'BAD_REQUEST', 'The request has no Host header.');
  }
}

/**
 * What every request must be before anything reads it, whatever the route or
 * the body parser in its scope (JSON, a webhook's raw bytes, an upload).
 */
export const requestFramingPlugin = fp(
  async (app) => {
    app.addHook('onRequest', requireHost);
    app.addHook('preParsing', refuseEncodedBodies);
  },
  { name: 'request-framing', fastify: '5.x' },
);
