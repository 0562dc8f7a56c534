/**
 * Cache keys of the server data more than one app reads, so that one app can
 * refresh what another shows (through the page's one query client). Keys
 * under `user` hold data of the signed-in user and are dropped when the
 * session changes.
 */
export const queryKeys = {
  news: {
    all: ['news'] as const,
    publicList: ['news', 'public-list'] as const,
  },
  members: {
    /** Our Members (public), by its filters. */
    publicDirectory: (filters: object) => ['members', 'public', filters] as const,
  },
  reference: {
    states: ['reference', 'states'] as const,
    categories: ['reference', 'categories'] as const,
    subcategories: (categoryId: number) => ['reference', 'subcategories', categoryId] as const,
    firmTypes: ['reference', 'firm-types'] as const,
    revenueBands: ['reference', 'revenue-bands'] as const,
  },
  user: {
    all: ['user'] as const,
    me: ['user', 'me'] as const,
    /** The user's optional consents (GET /me/consents): My Data's switches and the meeting page's reminder choice. */
    consents: ['user', 'consents'] as const,
    membershipStatus: ['user', 'membership-status'] as const,
    /** The first company's current membership (GET /membership): My Account and the banner. */
    membership: ['user', 'membership'] as const,
    /** Each plan as offered to the first company (buy, current, upgrade, switch at renewal). */
    planOptions: ['user', 'membership-plans'] as const,
    companyProfile: ['user', 'company-profile'] as const,
    invoices: ['user', 'invoices'] as const,
    /** A member company's page: its contacts depend on the session, so it is kept per session. */
    memberCompany: (companyId: string) => ['user', 'member-company', companyId] as const,
    /** Meet the Members, by its filters (for active members only). */
    memberDirectory: (filters: object) => ['user', 'member-directory', filters] as const,
  },
} as const;
