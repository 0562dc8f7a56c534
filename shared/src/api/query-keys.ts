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
  reference: {
    states: ['reference', 'states'] as const,
    categories: ['reference', 'categories'] as const,
    subcategories: (categoryId: number) => ['reference', 'subcategories', categoryId] as const,
  },
  user: {
    all: ['user'] as const,
    me: ['user', 'me'] as const,
  },
} as const;
