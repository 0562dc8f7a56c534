import * as z from 'zod/mini';

/** GET /healthz: the process is up. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** GET /readyz: the process can serve requests (its database answers); else 503. */
export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
