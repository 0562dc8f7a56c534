import { devMailboxEndpoints } from '@club/contract/dev-outbox';
import {
  devClockEndpoints,
  testCheckoutEndpoints,
  testSubscriptionEndpoints,
} from '@club/contract/dev-tools';
import type { EndpointGroup } from '@club/contract/endpoint';

/**
 * The development kit's route table, apart from the site's (./api-routes.ts):
 * each group is registered only when its setting is on, never in production,
 * and no app calls them, so the shell does not provide these modules to the
 * remotes. The OpenAPI document and the authorisation matrix read both tables.
 */
export const devApiRoutes = {
  devClock: devClockEndpoints,
  devMailbox: devMailboxEndpoints,
  testCheckout: testCheckoutEndpoints,
  testSubscriptions: testSubscriptionEndpoints,
} satisfies Record<string, EndpointGroup>;
