import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/**
 * The news carousel's messages (cards, dates, empty and error states); ids start with
 * `marketing.home.news.`. The carousel loads as the visitor heads for Cuts, and its words
 * come with it; what the first screen draws of Cuts (its heading, the loading cards, the
 * admins' link) stays in the home page's catalogue.
 */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-home-news-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-home-news-gu" */ './locales/gu.json'),
});

/** The carousel's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
