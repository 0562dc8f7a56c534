import { notificationPreferenceEndpoints } from '@club/contract/notification-preferences';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/identity/authenticate';
import { changeMyPreferences, preferencesOf } from './service';

/** The signed-in user's own notification channels. */
export function registerPreferenceRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, notificationPreferenceEndpoints, {
    get: {
      description:
        'Every kind × channel cell: on or off, `fixedReason` when nobody can change it (a ' +
        'sign-in code and renewal notices always by e-mail), `unavailable` when the account ' +
        'cannot use the channel yet (no proved mobile for SMS, no WhatsApp opt-in).',
      handler: async (request) => preferencesOf(ctx.db, currentUser(request).id),
    },
    update: {
      description:
        'Changes the cells sent, all or none: a fixed cell, or turning on a channel the ' +
        'account cannot use yet, is refused (409) with the reason. Each change is kept in the ' +
        'preference history.',
      handler: async (request) => changeMyPreferences(ctx, currentUser(request).id, request.body),
    },
  });
}
