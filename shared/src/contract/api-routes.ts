import { authEndpoints } from '@club/shared/contract/auth';
import { companyEndpoints } from '@club/shared/contract/companies';
import { devMailboxEndpoints } from '@club/shared/contract/dev-outbox';
import { devClockEndpoints, testSubscriptionEndpoints } from '@club/shared/contract/dev-tools';
import type { EndpointGroup } from '@club/shared/contract/endpoint';
import { firstStepsEndpoints } from '@club/shared/contract/first-steps';
import { invoiceEndpoints } from '@club/shared/contract/invoices';
import { leadEndpoints } from '@club/shared/contract/leads';
import { registrationEndpoints } from '@club/shared/contract/registration';
import { sessionEndpoints } from '@club/shared/contract/sessions';
import {
  fileEndpoints,
  localUploadEndpoints,
  uploadEndpoints,
} from '@club/shared/contract/uploads';
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
  registration: registrationEndpoints,
  sessions: sessionEndpoints,
  companies: companyEndpoints,
  uploads: uploadEndpoints,
  localUploads: localUploadEndpoints,
  files: fileEndpoints,
  invoices: invoiceEndpoints,
  firstSteps: firstStepsEndpoints,
  // Development tools: registered only when their setting is on, and never in production.
  devClock: devClockEndpoints,
  devMailbox: devMailboxEndpoints,
  testSubscriptions: testSubscriptionEndpoints,
} satisfies Record<string, EndpointGroup>;
