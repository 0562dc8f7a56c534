/**
 * Who may call a route. Every route declares it (`config: { access }`) and the
 * access plugin checks it in Fastify's onRequest phase, before the body is
 * read or any input validated: a caller without the right learns nothing of
 * the route's input rules.
 *
 * - `public`: anyone; what the route checks itself (a code, a cookie, a link's
 *   signature) is not who the caller is;
 * - `user`: a signed-in user, else 401;
 * - `member`: a signed-in user whose first company holds an active membership,
 *   else 403 with the route's `notAMemberMessage`;
 * - `admin`: an administrator, else 403 (401 signed out);
 * - `this-machine`: the development tools, for clients on this machine only
 *   (404 for everyone else).
 */
export const ACCESS_LEVELS = ['public', 'user', 'member', 'admin', 'this-machine'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see access-level.ts); a feature's route without it does not register. */
    access?: AccessLevel;
    /** The 403 message a `member` route gives a user without an active membership (required; pages show it). */
    notAMemberMessage?: string;
  }
}

/** The route config of a members-only route, with the message its page shows to everyone else. */
export function membersOnly(notAMemberMessage: string) {
  return { access: 'member', notAMemberMessage } as const;
}
