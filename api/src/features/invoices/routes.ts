import { invoiceEndpoints } from '@club/contract/invoices';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/identity/authenticate';
import { invoiceFileName } from '../../platform/tax-invoices/receipt-message';
import { invoicePdf, listInvoices } from '../../platform/tax-invoices/service';

export function registerInvoiceRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, invoiceEndpoints, {
    list: async (request) => listInvoices(ctx, currentUser(request).id, request.query),
    pdf: {
      produces: ['application/pdf'],
      cache: 'private, no-store',
      handler: async (request, reply) => {
        const { number, pdf } = await invoicePdf(ctx, currentUser(request).id, request.params.id);
        return reply
          .header('content-disposition', `attachment; filename="${invoiceFileName(number)}"`)
          .type('application/pdf')
          .send(pdf);
      },
    },
  });
}
