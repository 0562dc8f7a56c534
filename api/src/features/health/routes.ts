import { livenessResponseSchema, readinessResponseSchema } from '@club/shared/contract/health';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { errorResponses, type ZodApp } from '../../http/zod-app';

const tags = ['Operations'];

export const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** Liveness and readiness probes: not rate limited, and not logged unless they fail. */
export function registerHealthRoutes(app: ZodApp, database: AppContext['database']): void {
  app.get(
    '/healthz',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags, summary: 'Liveness', response: { 200: livenessResponseSchema } },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags,
        summary: 'Readiness: the database answers',
        response: { 200: readinessResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );
}
