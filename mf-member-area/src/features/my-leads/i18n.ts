import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** My Leads' messages; ids start with `member.leads.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-member-leads-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-member-leads-gu" */ './locales/gu.json'),
});

/** My Leads' messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);

/** A translate function of this catalogue, for helpers that get `t` passed in. */
export type T = ReturnType<typeof useT>;
