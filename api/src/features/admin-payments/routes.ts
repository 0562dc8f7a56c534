import { adminPaymentEndpoints } from '@club/contract/admin-payments';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/identity/authenticate';
import { creditNoteFileName } from './credit-note-pdf';
import { listPayments } from './payment-list';
import { creditNotePdf, refundPayment } from './service';

export function registerAdminPaymentRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, adminPaymentEndpoints, {
    list: async (request) => listPayments(ctx, request.query),
    refund: {
      description:
        'A full refund (partial refunds are not offered). Exactly once per payment: a second ' +
        'request, even a concurrent one, answers 409 and makes no second refund or credit note.',
      handler: async (request, reply) => {
        const refunded = await refundPayment(
          ctx,
          request.log,
          currentUser(request).id,
          request.params.id,
          request.body,
        );
        return reply.status(201).send(refunded);
      },
    },
    creditNotePdf: {
      produces: ['application/pdf'],
      cache: 'private, no-store',
      handler: async (request, reply) => {
        const { number, pdf } = await creditNotePdf(ctx, request.params.id);
        return reply
          .header('content-disposition', `attachment; filename="${creditNoteFileName(number)}"`)
          .type('application/pdf')
          .send(pdf);
      },
    },
  });
}
