import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The newsletter pages' messages; ids start with `marketing.newsletter.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-newsletter-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-newsletter-gu" */ './locales/gu.json'),
});

/** The newsletter pages' messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
