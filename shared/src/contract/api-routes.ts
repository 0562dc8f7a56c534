import { authEndpoints } from '@club/shared/contract/auth';
import { companyEndpoints } from '@club/shared/contract/companies';
import { devMailboxEndpoints } from '@club/shared/contract/dev-outbox';
import type { EndpointGroup } from '@club/shared/contract/endpoint';
import { exchangeRatesEndpoints } from '@club/shared/contract/exchange-rates';
import { firstStepsEndpoints } from '@club/shared/contract/first-steps';
import { healthEndpoints } from '@club/shared/contract/health';
import { inquiryEndpoints } from '@club/shared/contract/inquiries';
import { invoiceEndpoints } from '@club/shared/contract/invoices';
import { leadEndpoints } from '@club/shared/contract/leads';
import { membershipEndpoints } from '@club/shared/contract/membership';
import { auditEndpoints, newsEndpoints } from '@club/shared/contract/news';
import { newsletterEndpoints } from '@club/shared/contract/newsletter';
import { paymentWebhookEndpoints, purchaseEndpoints } from '@club/shared/contract/payment';
import {
  devClockEndpoints,
  testCheckoutEndpoints,
  testSubscriptionEndpoints,
} from '@club/shared/contract/dev-tools';
import { referenceEndpoints } from '@club/shared/contract/reference';
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
  health: healthEndpoints,
  reference: referenceEndpoints,
  exchangeRates: exchangeRatesEndpoints,
  auth: authEndpoints,
  me: meEndpoints,
  membership: membershipEndpoints,
  purchases: purchaseEndpoints,
  paymentWebhook: paymentWebhookEndpoints,
  news: newsEndpoints,
  audit: auditEndpoints,
  leads: leadEndpoints,
  registration: registrationEndpoints,
  sessions: sessionEndpoints,
  companies: companyEndpoints,
  uploads: uploadEndpoints,
  localUploads: localUploadEndpoints,
  files: fileEndpoints,
  invoices: invoiceEndpoints,
  firstSteps: firstStepsEndpoints,
  inquiries: inquiryEndpoints,
  newsletter: newsletterEndpoints,
  // Development tools: registered only when their setting is on, and never in production.
  devClock: devClockEndpoints,
  devMailbox: devMailboxEndpoints,
  testCheckout: testCheckoutEndpoints,
  testSubscriptions: testSubscriptionEndpoints,
} satisfies Record<string, EndpointGroup>;
