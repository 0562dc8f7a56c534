import {
  adminCorrectionEndpoints,
  privacyEndpoints,
  PRIVACY_MESSAGES,
} from '@club/contract/privacy-rights';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { currentUser } from '../../platform/identity/authenticate';
import { clearRefreshCookie } from '../../platform/identity/refresh-token';
import { closeAccount } from './closure';
import {
  decideCorrection,
  describeCorrection,
  latestCorrection,
  listCorrections,
  ownCompany,
  requestCorrection,
} from './corrections';
import { latestDataExport, openDataExport, requestDataExport, toDataExport } from './data-export';

/** The member's rights over their data: download, correction, closure; corrections in the back office. */
export function registerPrivacyRightsRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, privacyEndpoints, {
    overview: async (request) => {
      const userId = currentUser(request).id;
      const now = ctx.clock.now();
      const [exported, company] = await Promise.all([
        latestDataExport(ctx.db, userId),
        ownCompany(ctx.db, userId),
      ]);
      const correction = company ? await latestCorrection(ctx.db, company.id) : null;
      return {
        dataExport: exported ? toDataExport(exported, now) : null,
        correction:
          correction && company ? await describeCorrection(ctx.db, correction, company) : null,
        company: company
          ? {
              id: company.id,
              name: company.name,
              categoryId: company.categoryId,
              subcategoryId: company.subcategoryId,
              stateId: company.stateId,
              gstNumber: company.gstNumber,
              billingName: company.billingName,
              billingAddress: company.billingAddress,
            }
          : null,
      };
    },
    requestExport: {
      description:
        'Queues the job that builds the ZIP and e-mails a one-time link (24 hours). 409 while ' +
        'one is being prepared, 429 after 3 in a day.',
      handler: async (request, reply) => {
        const exported = await requestDataExport(ctx, currentUser(request).id);
        return reply.code(202).send(exported);
      },
    },
    downloadExport: {
      description: '410 for a link used already or expired, 404 for one that never existed.',
      produces: ['application/zip'],
      cache: 'private, no-store',
      handler: async (request, reply) => {
        const { file, fileName } = await openDataExport(ctx, request.params.token);
        return reply
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('content-length', file.size)
          .type('application/zip')
          .send(file.body);
      },
    },
    requestCorrection: async (request, reply) => {
      const correction = await requestCorrection(ctx, currentUser(request).id, request.body);
      return reply.code(201).send(correction);
    },
    closeAccount: {
      description:
        'Confirm with the company name or CLOSE. Ends every session (and clears the refresh ' +
        "cookie), erases the personal data, keeps invoices and payments. 409 for the site's last admin.",
      handler: async (request, reply) => {
        await closeAccount(ctx, currentUser(request).id, request.body.confirmation);
        clearRefreshCookie(request, reply);
        return { message: PRIVACY_MESSAGES.closed };
      },
    },
  });
  registerEndpoints(app, adminCorrectionEndpoints, {
    list: async (request) => {
      const { cursor, limit, status } = request.query;
      const rows = await listCorrections(ctx.db, status, cursorFrom(cursor), limit);
      return toPage(rows, limit, (row) => row.item);
    },
    decide: async (request) =>
      decideCorrection(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.body.decision,
        request.body.reason,
      ),
  });
}
