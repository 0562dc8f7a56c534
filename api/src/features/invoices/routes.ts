import { cursorQuerySchema, idParamsSchema } from '@club/shared/contract/common';
import { invoicesResponseSchema } from '@club/shared/contract/invoices';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/auth/authenticate';
import { invoiceFileName } from '../../platform/invoices/receipt-message';
import { invoicePdf, listInvoices } from '../../platform/invoices/service';

const tags = ['Payments'];

export function registerInvoiceRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/invoices',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The GST tax invoices of the signed-in user's companies, newest first",
        security: [{ bearer: [] }],
        querystring: cursorQuerySchema,
        response: { 200: invoicesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listInvoices(ctx, currentUser(request).id, request.query);
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One of your invoices as a PDF',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await invoicePdf(ctx, currentUser(request).id, request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${invoiceFileName(number)}"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
}
