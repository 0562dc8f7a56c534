import { authEndpoints } from '@club/shared/contract/auth';
import type { EndpointGroup } from '@club/shared/contract/endpoint';
import { exchangeRatesEndpoints } from '@club/shared/contract/exchange-rates';
import { healthEndpoints } from '@club/shared/contract/health';
import { inquiryEndpoints } from '@club/shared/contract/inquiries';
import { leadEndpoints } from '@club/shared/contract/leads';
import { membershipEndpoints } from '@club/shared/contract/membership';
import { auditEndpoints, newsEndpoints } from '@club/shared/contract/news';
import { newsletterEndpoints } from '@club/shared/contract/newsletter';
import {
  paymentWebhookEndpoints,
  purchaseEndpoints,
  testCheckoutEndpoints,
} from '@club/shared/contract/payment';
import { referenceEndpoints } from '@club/shared/contract/reference';
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
  testCheckout: testCheckoutEndpoints,
  news: newsEndpoints,
  audit: auditEndpoints,
  leads: leadEndpoints,
  inquiries: inquiryEndpoints,
  newsletter: newsletterEndpoints,
} satisfies Record<string, EndpointGroup>;
