import { whatsAppOptInEndpoints, whatsAppWebhookEndpoints } from '@club/contract/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/identity/authenticate';
import { changeWhatsAppOptIn, whatsAppOptInOf } from './opt-in';
import { handleWhatsAppEvents, verifySubscription } from './service';

/**
 * WhatsApp's webhook, in a scope of its own that reads JSON bodies as raw
 * bytes: the signature is computed over exactly what was sent.
 */
export const whatsAppWebhookRoutes: FastifyPluginAsyncZod = async (scope) => {
  const ctx = scope.ctx;
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  registerEndpoints(scope, whatsAppWebhookEndpoints, {
    verify: {
      produces: ['text/plain'],
      handler: async (request, reply) =>
        reply.type('text/plain; charset=utf-8').send(verifySubscription(ctx, request.query)),
    },
    events: {
      description:
        'Checks `X-Hub-Signature-256` (`sha256=` and HMAC-SHA256 of the raw body with the app ' +
        'secret); records `sent`, `delivered`, `read` and `failed` on the outgoing message; a ' +
        'text reply STOP or UNSUBSCRIBE turns that number’s WhatsApp opt-in off.',
      handler: async (request) => {
        const signature = request.headers['x-hub-signature-256'];
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await handleWhatsAppEvents(ctx, request.log, {
          rawBody,
          signature: typeof signature === 'string' ? signature : undefined,
        });
        return { ok: true as const };
      },
    },
  });
};

/** The signed-in user's WhatsApp opt-in, for the account's own proved number. */
export function registerOptInRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, whatsAppOptInEndpoints, {
    get: async (request) => whatsAppOptInOf(ctx.db, currentUser(request).id),
    update: {
      description:
        "Opting in needs the account's mobile number proved with an SMS code (409 otherwise: " +
        'verify it in My Profile, which sends the code under the usual code limits) and the ' +
        'current wording version (409 for an older one). The number is always the account’s ' +
        'own, never one sent in the request. Each change is kept in the opt-in history.',
      handler: async (request) => changeWhatsAppOptIn(ctx, currentUser(request).id, request.body),
    },
  });
}
