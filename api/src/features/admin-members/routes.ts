import { indianDay } from '@club/contract/format/india-date';
import { adminMemberEndpoints, membersExportFileName } from '@club/contract/admin-members';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/identity/authenticate';
import { invoiceFileName } from '../../platform/tax-invoices/receipt-message';
import {
  adminInvoicePdf,
  companyDetails,
  exportMembers,
  listMembers,
  overview,
  resendInvoice,
  resendSignInCode,
} from './service';

export function registerAdminMemberRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, adminMemberEndpoints, {
    overview: {
      description:
        'Months and financial years (April to March) are counted in India time; revenue is ' +
        'what the invoices issued in the period say (taxable value, GST, total).',
      handler: async () => overview(ctx),
    },
    list: {
      description:
        'Pass `nextCursor` of a page as `cursor` to get the next one. `q` searches the ' +
        "company's name and its owner's name and e-mail address; `state` is the current " +
        "membership's (`none`: never chose a plan; `never-paid`: no paid payment).",
      handler: async (request) => listMembers(ctx, request.query),
    },
    export: {
      description: 'The same filters as the list, every row; recorded as `members.export`.',
      produces: ['text/csv'],
      cache: 'private, no-store',
      handler: async (request, reply) => {
        const { csv } = await exportMembers(ctx, currentUser(request).id, request.query);
        const day = indianDay(ctx.clock.now());
        return reply
          .header('content-disposition', `attachment; filename="${membersExportFileName(day)}"`)
          .type('text/csv; charset=utf-8')
          .send(csv);
      },
    },
    company: async (request) => companyDetails(ctx, request.params.id, currentUser(request).id),
    resendInvoice: {
      description: '409 when the company has no invoice yet.',
      handler: async (request) => resendInvoice(ctx, currentUser(request).id, request.params.id),
    },
    resendSignInCode: {
      description:
        "Under the sign-in's code limits (429 when the owner had too many codes this hour).",
      handler: async (request) => resendSignInCode(ctx, currentUser(request).id, request.params.id),
    },
    invoicePdf: {
      produces: ['application/pdf'],
      cache: 'private, no-store',
      handler: async (request, reply) => {
        const { number, pdf } = await adminInvoicePdf(
          ctx,
          request.params.id,
          currentUser(request).id,
        );
        return reply
          .header('content-disposition', `attachment; filename="${invoiceFileName(number)}"`)
          .type('application/pdf')
          .send(pdf);
      },
    },
  });
}
