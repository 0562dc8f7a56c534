import * as z from 'zod/mini';
import { defineEndpoints } from '@club/contract/endpoint';

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
export const healthEndpoints = defineEndpoints({
  liveness: {
    method: 'GET',
    path: '/healthz',
    access: 'public',
    tag: 'Operations',
    summary: 'Liveness',
    response: livenessResponseSchema,
  },
  readiness: {
    method: 'GET',
    path: '/readyz',
    access: 'public',
    tag: 'Operations',
    summary: 'Readiness: the database answers',
    response: readinessResponseSchema,
    errors: [503],
  },
});
