import { gstReturnEndpoints } from '@club/contract/gst-returns';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/identity/authenticate';
import { exportGstReturn, gstReturnOf } from './service';

export function registerGstReturnRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, gstReturnEndpoints, {
    month: async (request) => gstReturnOf(ctx, request.query.month),
    export: {
      produces: ['text/csv', 'application/json'],
      description:
        '`format=csv`: one line per document, B2CS row and SAC row, then the totals. ' +
        "`format=json`: the GST portal offline tool's GSTR-1 layout. Recorded as gst.export.",
      cache: 'private, no-store',
      handler: async (request, reply) => {
        const { month, format } = request.query;
        const file = await exportGstReturn(ctx, currentUser(request).id, month, format);
        return reply
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .type(file.contentType)
          .send(file.body);
      },
    },
  });
}
