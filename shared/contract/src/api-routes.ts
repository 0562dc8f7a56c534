import { adminMemberEndpoints } from '@club/contract/admin-members';
import { adminPaymentEndpoints } from '@club/contract/admin-payments';
import { auditEndpoints } from '@club/contract/audit';
import { authEndpoints } from '@club/contract/auth';
import { companyEndpoints } from '@club/contract/companies';
import type { EndpointGroup } from '@club/contract/endpoint';
import { adminEventEndpoints, eventEndpoints, memberEventEndpoints } from '@club/contract/events';
import { adminEventTicketEndpoints, eventTicketEndpoints } from '@club/contract/event-tickets';
import { exchangeRatesEndpoints } from '@club/contract/exchange-rates';
import { firstStepsEndpoints } from '@club/contract/first-steps';
import { gstReturnEndpoints } from '@club/contract/gst-returns';
import { healthEndpoints } from '@club/contract/health';
import { adminInquiryEndpoints, inquiryEndpoints } from '@club/contract/inquiries';
import { invoiceEndpoints } from '@club/contract/invoices';
import { leadEndpoints } from '@club/contract/leads';
import { membershipEndpoints } from '@club/contract/membership';
import { newsEndpoints } from '@club/contract/news';
import { notificationPreferenceEndpoints } from '@club/contract/notification-preferences';
import { oneToOneEndpoints } from '@club/contract/one-to-ones';
import { adminNewsletterEndpoints, newsletterEndpoints } from '@club/contract/newsletter';
import { paymentWebhookEndpoints, purchaseEndpoints } from '@club/contract/payment';
import { whatsAppOptInEndpoints, whatsAppWebhookEndpoints } from '@club/contract/whatsapp';
import {
  adminGrievanceEndpoints,
  consentEndpoints,
  grievanceEndpoints,
} from '@club/contract/privacy';
import { adminCorrectionEndpoints, privacyEndpoints } from '@club/contract/privacy-rights';
import { referenceEndpoints } from '@club/contract/reference';
import { registrationEndpoints } from '@club/contract/registration';
import { sessionEndpoints } from '@club/contract/sessions';
import { fileEndpoints, localUploadEndpoints, uploadEndpoints } from '@club/contract/uploads';
import { meEndpoints } from '@club/contract/user';
import {
  adminVisitorEndpoints,
  memberVisitorEndpoints,
  visitorEndpoints,
} from '@club/contract/visitors';

/**
 * The route table: every API route, grouped by feature. The API registers
 * each group from here, the OpenAPI document and the authorisation matrix
 * follow it. Apps import only the groups they call (their own bundles stay small).
 * The development kit's routes have a table of their own (./dev-api-routes.ts).
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
  whatsAppWebhook: whatsAppWebhookEndpoints,
  whatsAppOptIn: whatsAppOptInEndpoints,
  news: newsEndpoints,
  events: eventEndpoints,
  memberEvents: memberEventEndpoints,
  adminEvents: adminEventEndpoints,
  audit: auditEndpoints,
  adminMembers: adminMemberEndpoints,
  leads: leadEndpoints,
  oneToOnes: oneToOneEndpoints,
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
  adminPayments: adminPaymentEndpoints,
  gstReturns: gstReturnEndpoints,
  adminInquiries: adminInquiryEndpoints,
  adminNewsletter: adminNewsletterEndpoints,
  consents: consentEndpoints,
  notificationPreferences: notificationPreferenceEndpoints,
  grievances: grievanceEndpoints,
  adminGrievances: adminGrievanceEndpoints,
  privacy: privacyEndpoints,
  adminCorrections: adminCorrectionEndpoints,
  eventTickets: eventTicketEndpoints,
  adminEventTickets: adminEventTicketEndpoints,
  memberVisitors: memberVisitorEndpoints,
  visitors: visitorEndpoints,
  adminVisitors: adminVisitorEndpoints,
} satisfies Record<string, EndpointGroup>;
