import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/**
 * The home page's companies section's messages; ids start with `marketing.home.companies.`. The
 * section's code loads as the visitor heads for it, and its words come with it.
 */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-home-companies-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-home-companies-gu" */ './locales/gu.json'),
});

/** The section's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
