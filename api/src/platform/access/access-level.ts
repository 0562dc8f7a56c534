import type { AccessLevel } from '@club/contract/endpoint';

/** Who may call a route: defined once, in the contract's route table (see endpoint.ts there). */
export { ACCESS_LEVELS, type AccessLevel } from '@club/contract/endpoint';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see access-level.ts); a feature's route without it does not register. */
    access?: AccessLevel;
    /** The 403 message a `member` route gives a user without an active membership (required; pages show it). */
    notAMemberMessage?: string;
  }
}
