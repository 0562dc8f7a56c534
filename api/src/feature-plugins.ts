import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMembersPlugin } from './features/admin-members/plugin';
import { adminPaymentsPlugin } from './features/admin-payments/plugin';
import { auditPlugin } from './features/audit/plugin';
import { authPlugin } from './features/auth/plugin';
import { companiesPlugin } from './features/companies/plugin';
import { eventsPlugin } from './features/events/plugin';
import { eventTicketsPlugin } from './features/event-tickets/plugin';
import { exchangeRatesPlugin } from './features/exchange-rates/plugin';
import { filesPlugin } from './features/files/plugin';
import { firstStepsPlugin } from './features/first-steps/plugin';
import { gstReturnsPlugin } from './features/gst-returns/plugin';
import { healthPlugin } from './features/health/plugin';
import { inquiriesPlugin } from './features/inquiries/plugin';
import { invoicesPlugin } from './features/invoices/plugin';
import { leadsPlugin } from './features/leads/plugin';
import { mePlugin } from './features/me/plugin';
import { membershipPlugin } from './features/membership/plugin';
import { newsPlugin } from './features/news/plugin';
import { newsletterPlugin } from './features/newsletter/plugin';
import { notificationPreferencesPlugin } from './features/notification-preferences/plugin';
import { oneToOnesPlugin } from './features/one-to-ones/plugin';
import { paymentsPlugin } from './features/payments/plugin';
import { privacyPlugin } from './features/privacy/plugin';
import { privacyRightsPlugin } from './features/privacy-rights/plugin';
import { referencePlugin } from './features/reference/plugin';
import { registrationPlugin } from './features/registration/plugin';
import { uploadsPlugin } from './features/uploads/plugin';
import { visitorsPlugin } from './features/visitors/plugin';
import { whatsAppPlugin } from './features/whatsapp/plugin';

/**
 * Every feature of the API, one plugin each (`features/<name>/plugin.ts`),
 * registered by app.ts in this order, each in its own encapsulation context.
 * A new feature is one line here.
 */
export const FEATURE_PLUGINS: readonly FastifyPluginAsyncZod[] = [
  healthPlugin,
  referencePlugin,
  authPlugin,
  mePlugin,
  membershipPlugin,
  newsPlugin,
  filesPlugin,
  companiesPlugin,
  uploadsPlugin,
  leadsPlugin,
  oneToOnesPlugin,
  inquiriesPlugin,
  newsletterPlugin,
  privacyPlugin,
  registrationPlugin,
  paymentsPlugin,
  invoicesPlugin,
  adminPaymentsPlugin,
  gstReturnsPlugin,
  exchangeRatesPlugin,
  auditPlugin,
  adminMembersPlugin,
  firstStepsPlugin,
  privacyRightsPlugin,
  eventsPlugin,
  eventTicketsPlugin,
  visitorsPlugin,
  whatsAppPlugin,
  notificationPreferencesPlugin,
];
