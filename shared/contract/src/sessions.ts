import * as z from 'zod/mini';
import { entityIdSchema, timestampSchema } from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';

/**
 * One signed-in device of the user (GET /me/sessions): what the browser said
 * it was, the address it last came from, when it signed in and was last used.
 * Never a token or a token's hash.
 */
export const accountSessionSchema = z.object({
  id: entityIdSchema,
  /** e.g. "Chrome 131"; null when the browser did not say. */
  browser: z.nullable(z.string()),
  /** e.g. "Windows 10", "Android 14", "iOS 18.1"; null when the browser did not say. */
  os: z.nullable(z.string()),
  /** "desktop", "mobile", "tablet", or null when unknown. */
  deviceType: z.nullable(z.enum(['desktop', 'mobile', 'tablet'])),
  /** The client address of the last sign-in or refresh (no place is derived from it). */
  ipAddress: z.nullable(z.string()),
  signedInAt: timestampSchema,
  lastUsedAt: timestampSchema,
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /me/sessions: the open sessions, this device first, then the most recently used. */
export const accountSessionsResponseSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

/** DELETE /me/sessions/:id */
export const sessionIdParamsSchema = z.object({ id: entityIdSchema });

/** POST /me/sessions/sign-out-others: how many other sessions were ended. */
export const signOutOthersResponseSchema = z.object({ ended: z.number() });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;

/** My Account's signed-in devices: list them, sign one out, or every other one. */
export const sessionEndpoints = defineEndpointGroup(
  { access: 'user', tag: 'Sign-in' },
  {
    list: {
      method: 'GET',
      path: '/me/sessions',
      summary: "The signed-in user's open sessions (devices), this one first",
      response: accountSessionsResponseSchema,
    },
    end: {
      method: 'DELETE',
      path: '/me/sessions/:id',
      summary: 'End one of your own sessions',
      params: sessionIdParamsSchema,
      status: 204,
      response: null,
      errors: [404],
    },
    signOutOthers: {
      method: 'POST',
      path: '/me/sessions/sign-out-others',
      summary: 'End every session of yours but this one',
      response: signOutOthersResponseSchema,
    },
  },
);
