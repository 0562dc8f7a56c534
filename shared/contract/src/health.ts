import * as z from 'zod/mini';
import { defineEndpointGroup } from '@club/contract/endpoint';

/** GET /healthz: the process is up. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** GET /readyz: the process can serve requests (its database answers); else 503. */
export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** Liveness and readiness probes (the API does not rate limit them). */
export const healthEndpoints = defineEndpointGroup(
  { access: 'public', tag: 'Operations' },
  {
    liveness: {
      method: 'GET',
      path: '/healthz',
      summary: 'Liveness',
      response: livenessResponseSchema,
    },
    readiness: {
      method: 'GET',
      path: '/readyz',
      summary: 'Readiness: the database answers',
      response: readinessResponseSchema,
      errors: [503],
    },
  },
);
