/**
 * The shell provides every module of @club/shared to the remotes, so that each
 * exists once on the page, whichever remote needs it first. Module Federation
 * only provides the modules a build imports: these imports, never called, put
 * them all into the shell's build as separate chunks (nothing loads up front).
 * A unit test keeps the list equal to the package's exports.
 */
export const PROVIDED_SHARED_MODULES: Record<string, () => Promise<unknown>> = {
  '@club/shared/contract/common': () => import('@club/shared/contract/common'),
  '@club/shared/contract/constants': () => import('@club/shared/contract/constants'),
  '@club/shared/contract/messages': () => import('@club/shared/contract/messages'),
  '@club/shared/contract/auth': () => import('@club/shared/contract/auth'),
  '@club/shared/contract/reference': () => import('@club/shared/contract/reference'),
  '@club/shared/contract/user': () => import('@club/shared/contract/user'),
  '@club/shared/contract/membership': () => import('@club/shared/contract/membership'),
  '@club/shared/contract/payment': () => import('@club/shared/contract/payment'),
  '@club/shared/contract/registration': () => import('@club/shared/contract/registration'),
  '@club/shared/contract/news': () => import('@club/shared/contract/news'),
  '@club/shared/contract/uploads': () => import('@club/shared/contract/uploads'),
  '@club/shared/contract/companies': () => import('@club/shared/contract/companies'),
  '@club/shared/contract/leads': () => import('@club/shared/contract/leads'),
  '@club/shared/contract/health': () => import('@club/shared/contract/health'),
  '@club/shared/contract/dev-outbox': () => import('@club/shared/contract/dev-outbox'),
  '@club/shared/config/runtime-config': () => import('@club/shared/config/runtime-config'),
  '@club/shared/api/api-client': () => import('@club/shared/api/api-client'),
  '@club/shared/api/api-error': () => import('@club/shared/api/api-error'),
  '@club/shared/session/session-store': () => import('@club/shared/session/session-store'),
  '@club/shared/session/session-actions': () => import('@club/shared/session/session-actions'),
  '@club/shared/session/access-guard': () => import('@club/shared/session/access-guard'),
  '@club/shared/federation/remote-component': () =>
    import('@club/shared/federation/remote-component'),
  '@club/shared/format/currency': () => import('@club/shared/format/currency'),
  '@club/shared/format/date': () => import('@club/shared/format/date'),
  '@club/shared/format/phone': () => import('@club/shared/format/phone'),
  '@club/shared/membership/membership-plans': () =>
    import('@club/shared/membership/membership-plans'),
  '@club/shared/ui/alert': () => import('@club/shared/ui/alert'),
  '@club/shared/ui/button': () => import('@club/shared/ui/button'),
  '@club/shared/ui/carousel': () => import('@club/shared/ui/carousel'),
  '@club/shared/ui/form-field': () => import('@club/shared/ui/form-field'),
  '@club/shared/ui/modal': () => import('@club/shared/ui/modal'),
  '@club/shared/ui/skeleton': () => import('@club/shared/ui/skeleton'),
  '@club/shared/ui/spinner': () => import('@club/shared/ui/spinner'),
  '@club/shared/ui/tile-grid': () => import('@club/shared/ui/tile-grid'),
  '@club/shared/ui/visually-hidden': () => import('@club/shared/ui/visually-hidden'),
  '@club/shared/federation/standalone-harness': () =>
    import('@club/shared/federation/standalone-harness'),
};
