/**
 * The shell provides every module of the shared packages (@club/contract,
 * @club/ui, @club/platform) to the remotes, so that each
 * exists once on the page, whichever remote needs it first. Module Federation
 * only provides the modules a build imports: these imports, never called, put
 * them all into the shell's build as separate chunks (nothing loads up front).
 * A unit test keeps the list equal to the package's exports.
 */
export const PROVIDED_SHARED_MODULES: Record<string, () => Promise<unknown>> = {
  '@club/contract/admin-members': () => import('@club/contract/admin-members'),
  '@club/contract/admin-payments': () => import('@club/contract/admin-payments'),
  '@club/contract/api-routes': () => import('@club/contract/api-routes'),
  '@club/contract/audit': () => import('@club/contract/audit'),
  '@club/contract/auth': () => import('@club/contract/auth'),
  '@club/contract/common': () => import('@club/contract/common'),
  '@club/contract/companies': () => import('@club/contract/companies'),
  '@club/contract/copy/club': () => import('@club/contract/copy/club'),
  '@club/contract/copy/messages': () => import('@club/contract/copy/messages'),
  '@club/contract/dev-outbox': () => import('@club/contract/dev-outbox'),
  '@club/contract/dev-tools': () => import('@club/contract/dev-tools'),
  '@club/contract/endpoint': () => import('@club/contract/endpoint'),
  '@club/contract/exchange-rates': () => import('@club/contract/exchange-rates'),
  '@club/contract/first-steps': () => import('@club/contract/first-steps'),
  '@club/contract/gst-returns': () => import('@club/contract/gst-returns'),
  '@club/contract/gstin': () => import('@club/contract/gstin'),
  '@club/contract/format/count': () => import('@club/contract/format/count'),
  '@club/contract/format/currency': () => import('@club/contract/format/currency'),
  '@club/contract/format/phone': () => import('@club/contract/format/phone'),
  '@club/contract/health': () => import('@club/contract/health'),
  '@club/contract/hidden-characters': () => import('@club/contract/hidden-characters'),
  '@club/contract/india-time/format': () => import('@club/contract/india-time/format'),
  '@club/contract/inquiries': () => import('@club/contract/inquiries'),
  '@club/contract/invoices': () => import('@club/contract/invoices'),
  '@club/contract/leads': () => import('@club/contract/leads'),
  '@club/contract/business-total': () => import('@club/contract/business-total'),
  '@club/contract/membership': () => import('@club/contract/membership'),
  '@club/contract/membership/membership-lifecycle': () =>
    import('@club/contract/membership/membership-lifecycle'),
  '@club/contract/membership/membership-plans': () =>
    import('@club/contract/membership/membership-plans'),
  '@club/contract/news': () => import('@club/contract/news'),
  '@club/contract/newsletter': () => import('@club/contract/newsletter'),
  '@club/contract/privacy-rights': () => import('@club/contract/privacy-rights'),
  '@club/contract/payment': () => import('@club/contract/payment'),
  '@club/contract/payments/refund-notice': () => import('@club/contract/payments/refund-notice'),
  '@club/contract/privacy': () => import('@club/contract/privacy'),
  '@club/contract/reference': () => import('@club/contract/reference'),
  '@club/contract/reference-data': () => import('@club/contract/reference-data'),
  '@club/contract/registration': () => import('@club/contract/registration'),
  '@club/contract/sessions': () => import('@club/contract/sessions'),
  '@club/contract/site-pages': () => import('@club/contract/site-pages'),
  '@club/contract/uploads': () => import('@club/contract/uploads'),
  '@club/contract/user': () => import('@club/contract/user'),
  '@club/contract/user-rules': () => import('@club/contract/user-rules'),
  '@club/platform/api/api-client': () => import('@club/platform/api/api-client'),
  '@club/platform/api/api-error': () => import('@club/platform/api/api-error'),
  '@club/platform/api/query-keys': () => import('@club/platform/api/query-keys'),
  '@club/platform/config/runtime-config': () => import('@club/platform/config/runtime-config'),
  '@club/platform/events/site-events': () => import('@club/platform/events/site-events'),
  '@club/platform/federation/page-position': () =>
    import('@club/platform/federation/page-position'),
  '@club/platform/federation/remote-loader': () =>
    import('@club/platform/federation/remote-loader'),
  '@club/platform/federation/remote-mount': () => import('@club/platform/federation/remote-mount'),
  '@club/platform/federation/remote-unavailable': () =>
    import('@club/platform/federation/remote-unavailable'),
  '@club/platform/federation/standalone-harness': () =>
    import('@club/platform/federation/standalone-harness'),
  '@club/platform/inquiries/use-inquiry-submit': () =>
    import('@club/platform/inquiries/use-inquiry-submit'),
  '@club/platform/payments/payment-requests': () =>
    import('@club/platform/payments/payment-requests'),
  '@club/platform/payments/razorpay-checkout': () =>
    import('@club/platform/payments/razorpay-checkout'),
  '@club/platform/payments/test-checkout-dialog': () =>
    import('@club/platform/payments/test-checkout-dialog'),
  '@club/platform/payments/use-checkout': () => import('@club/platform/payments/use-checkout'),
  '@club/platform/routes/page-meta': () => import('@club/platform/routes/page-meta'),
  '@club/platform/routes/route-manifest': () => import('@club/platform/routes/route-manifest'),
  '@club/platform/routes/route-manifest-format': () =>
    import('@club/platform/routes/route-manifest-format'),
  '@club/platform/session/access-guard': () => import('@club/platform/session/access-guard'),
  '@club/platform/session/session-actions': () => import('@club/platform/session/session-actions'),
  '@club/platform/session/session-store': () => import('@club/platform/session/session-store'),
  '@club/ui/alert': () => import('@club/ui/alert'),
  '@club/ui/breakpoints': () => import('@club/ui/breakpoints'),
  '@club/ui/button': () => import('@club/ui/button'),
  '@club/ui/carousel': () => import('@club/ui/carousel'),
  '@club/ui/code-dialog': () => import('@club/ui/code-dialog'),
  '@club/ui/confirm-dialog': () => import('@club/ui/confirm-dialog'),
  '@club/ui/deferred-part': () => import('@club/ui/deferred-part'),
  '@club/ui/code-field': () => import('@club/ui/code-field'),
  '@club/ui/form-field': () => import('@club/ui/form-field'),
  '@club/ui/icon-base': () => import('@club/ui/icon-base'),
  '@club/ui/message-dialog': () => import('@club/ui/message-dialog'),
  '@club/ui/modal': () => import('@club/ui/modal'),
  '@club/ui/page-state': () => import('@club/ui/page-state'),
  '@club/ui/plan-summary': () => import('@club/ui/plan-summary'),
  '@club/ui/skeleton': () => import('@club/ui/skeleton'),
  '@club/ui/spinner': () => import('@club/ui/spinner'),
  '@club/ui/tile-grid': () => import('@club/ui/tile-grid'),
  '@club/ui/verified-badge': () => import('@club/ui/verified-badge'),
  '@club/ui/visually-hidden': () => import('@club/ui/visually-hidden'),
};
