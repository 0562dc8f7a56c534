import { authEndpoints } from '@club/shared/contract/auth';
import { devMailboxEndpoints } from '@club/shared/contract/dev-outbox';
import { devClockEndpoints, testSubscriptionEndpoints } from '@club/shared/contract/dev-tools';
import type { EndpointGroup } from '@club/shared/contract/endpoint';
import { leadEndpoints } from '@club/shared/contract/leads';
import { meEndpoints } from '@club/shared/contract/user';

/**
 * The route table: every API route, grouped by feature. The API registers
 * each group from here, the OpenAPI document and the authorisation matrix
 * follow it. Apps import only the groups they call (their own bundles stay small).
 */
export const apiRoutes = {
  auth: authEndpoints,
  me: meEndpoints,
  leads: leadEndpoints,
  // Development tools: registered only when their setting is on, and never in production.
  devClock: devClockEndpoints,
  devMailbox: devMailboxEndpoints,
  testSubscriptions: testSubscriptionEndpoints,
} satisfies Record<string, EndpointGroup>;
