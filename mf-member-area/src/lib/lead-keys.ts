/**
 * Every list and single lead is cached under this key: a change to a lead
 * (posting one, closing one) refreshes them all, from whichever page made it.
 */
export const LEADS_KEY = ['user', 'leads'] as const;
