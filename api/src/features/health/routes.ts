import { healthEndpoints } from '@club/contract/health';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';

/** The probes' paths: app.ts leaves their requests out of the request log. */
export const PROBE_PATHS: ReadonlySet<string> = new Set([
  healthEndpoints.liveness.path,
  healthEndpoints.readiness.path,
]);

/** Liveness and readiness probes: not rate limited, and not logged unless they fail. */
export function registerHealthRoutes(app: ZodApp, database: AppContext['database']): void {
  registerEndpoints(app, healthEndpoints, {
    liveness: {
      config: { rateLimit: false },
      handler: () => ({ status: 'ok' as const }),
    },
    readiness: {
      config: { rateLimit: false },
      handler: async (request) => {
        try {
          await database.ping();
        } catch (error) {
          request.log.error({ err: error }, 'database ping failed');
          throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
        }
        return { status: 'ready' as const, database: 'ok' as const };
      },
    },
  });
}
