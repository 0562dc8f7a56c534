import type { FastifyRequest } from 'fastify';
import { notFound } from './app-error';

const LOOPBACK_ADDRESS = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/**
 * An onRequest hook for the development tools: only a browser or script on
 * this machine reaches them, the connection from loopback and relayed by no
 * proxy (a proxy on the same machine would otherwise make every visitor look
 * local). Everyone else gets 404, as if they did not exist.
 */
export async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  const direct = LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '');
  const relayed = 'x-forwarded-for' in request.headers || 'forwarded' in request.headers;
  if (!direct || relayed) {
    const path = request.url.split('?')[0] ?? request.url;
    throw notFound(`There is no ${request.method} ${path}.`);
  }
}
