/**
 * The shell provides every module of @club/shared to the remotes, so that each
 * exists once on the page, whichever remote needs it first. Module Federation
 * only provides the modules a build imports: these imports, never called, put
 * them all into the shell's build as separate chunks (nothing loads up front).
 * A unit test keeps the list equal to the package's exports.
 */
export const PROVIDED_SHARED_MODULES: Record<string, () => Promise<unknown>> = {
  '@club/shared/api/api-client': () => import('@club/shared/api/api-client'),
  '@club/shared/api/api-error': () => import('@club/shared/api/api-error'),
  '@club/shared/api/query-keys': () => import('@club/shared/api/query-keys'),
  '@club/shared/config/runtime-config': () => import('@club/shared/config/runtime-config'),
  '@club/shared/contract/auth': () => import('@club/shared/contract/auth'),
  '@club/shared/contract/common': () => import('@club/shared/contract/common'),
  '@club/shared/contract/companies': () => import('@club/shared/contract/companies'),
  '@club/shared/contract/dev-outbox': () => import('@club/shared/contract/dev-outbox'),
  '@club/shared/contract/dev-tools': () => import('@club/shared/contract/dev-tools'),
  '@club/shared/contract/exchange-rates': () => import('@club/shared/contract/exchange-rates'),
  '@club/shared/contract/first-steps': () => import('@club/shared/contract/first-steps'),
  '@club/shared/contract/health': () => import('@club/shared/contract/health'),
  '@club/shared/contract/inquiries': () => import('@club/shared/contract/inquiries'),
  '@club/shared/contract/invoices': () => import('@club/shared/contract/invoices'),
  '@club/shared/contract/leads': () => import('@club/shared/contract/leads'),
  '@club/shared/contract/membership': () => import('@club/shared/contract/membership'),
  '@club/shared/contract/news': () => import('@club/shared/contract/news'),
  '@club/shared/contract/newsletter': () => import('@club/shared/contract/newsletter'),
  '@club/shared/contract/payment': () => import('@club/shared/contract/payment'),
  '@club/shared/contract/reference': () => import('@club/shared/contract/reference'),
  '@club/shared/contract/reference-data': () => import('@club/shared/contract/reference-data'),
  '@club/shared/contract/registration': () => import('@club/shared/contract/registration'),
  '@club/shared/contract/sessions': () => import('@club/shared/contract/sessions'),
  '@club/shared/contract/uploads': () => import('@club/shared/contract/uploads'),
  '@club/shared/contract/user': () => import('@club/shared/contract/user'),
  '@club/shared/contract/user-rules': () => import('@club/shared/contract/user-rules'),
  '@club/shared/copy/club': () => import('@club/shared/copy/club'),
  '@club/shared/copy/messages': () => import('@club/shared/copy/messages'),
  '@club/shared/events/site-events': () => import('@club/shared/events/site-events'),
  '@club/shared/federation/remote-loader': () => import('@club/shared/federation/remote-loader'),
  '@club/shared/federation/remote-mount': () => import('@club/shared/federation/remote-mount'),
  '@club/shared/federation/remote-unavailable': () =>
    import('@club/shared/federation/remote-unavailable'),
  '@club/shared/federation/standalone-harness': () =>
    import('@club/shared/federation/standalone-harness'),
  '@club/shared/format/currency': () => import('@club/shared/format/currency'),
  '@club/shared/format/date': () => import('@club/shared/format/date'),
  '@club/shared/format/phone': () => import('@club/shared/format/phone'),
  '@club/shared/inquiries/use-inquiry-submit': () =>
    import('@club/shared/inquiries/use-inquiry-submit'),
  '@club/shared/membership/membership-lifecycle': () =>
    import('@club/shared/membership/membership-lifecycle'),
  '@club/shared/membership/membership-plans': () =>
    import('@club/shared/membership/membership-plans'),
  '@club/shared/membership/plan-summary': () => import('@club/shared/membership/plan-summary'),
  '@club/shared/payments/payment-requests': () => import('@club/shared/payments/payment-requests'),
  '@club/shared/payments/razorpay-checkout': () =>
    import('@club/shared/payments/razorpay-checkout'),
  '@club/shared/payments/refund-notice': () => import('@club/shared/payments/refund-notice'),
  '@club/shared/payments/test-checkout-dialog': () =>
    import('@club/shared/payments/test-checkout-dialog'),
  '@club/shared/payments/use-checkout': () => import('@club/shared/payments/use-checkout'),
  '@club/shared/routes/marketing-routes': () => import('@club/shared/routes/marketing-routes'),
  '@club/shared/routes/member-area-routes': () => import('@club/shared/routes/member-area-routes'),
  '@club/shared/routes/news-admin-routes': () => import('@club/shared/routes/news-admin-routes'),
  '@club/shared/routes/onboarding-routes': () => import('@club/shared/routes/onboarding-routes'),
  '@club/shared/routes/page-meta': () => import('@club/shared/routes/page-meta'),
  '@club/shared/routes/route-manifest': () => import('@club/shared/routes/route-manifest'),
  '@club/shared/routes/route-manifest-format': () =>
    import('@club/shared/routes/route-manifest-format'),
  '@club/shared/routes/shell-routes': () => import('@club/shared/routes/shell-routes'),
  '@club/shared/routes/site-routes': () => import('@club/shared/routes/site-routes'),
  '@club/shared/session/access-guard': () => import('@club/shared/session/access-guard'),
  '@club/shared/session/session-actions': () => import('@club/shared/session/session-actions'),
  '@club/shared/session/session-store': () => import('@club/shared/session/session-store'),
  '@club/shared/ui/alert': () => import('@club/shared/ui/alert'),
  '@club/shared/ui/breakpoints': () => import('@club/shared/ui/breakpoints'),
  '@club/shared/ui/button': () => import('@club/shared/ui/button'),
  '@club/shared/ui/carousel': () => import('@club/shared/ui/carousel'),
  '@club/shared/ui/code-dialog': () => import('@club/shared/ui/code-dialog'),
  '@club/shared/ui/code-field': () => import('@club/shared/ui/code-field'),
  '@club/shared/ui/form-field': () => import('@club/shared/ui/form-field'),
  '@club/shared/ui/icon-base': () => import('@club/shared/ui/icon-base'),
  '@club/shared/ui/message-dialog': () => import('@club/shared/ui/message-dialog'),
  '@club/shared/ui/modal': () => import('@club/shared/ui/modal'),
  '@club/shared/ui/page-state': () => import('@club/shared/ui/page-state'),
  '@club/shared/ui/skeleton': () => import('@club/shared/ui/skeleton'),
  '@club/shared/ui/spinner': () => import('@club/shared/ui/spinner'),
  '@club/shared/ui/tile-grid': () => import('@club/shared/ui/tile-grid'),
  '@club/shared/ui/visually-hidden': () => import('@club/shared/ui/visually-hidden'),
};
