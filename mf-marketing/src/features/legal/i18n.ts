import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The legal pages' messages; ids start with `marketing.legal.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-legal-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-legal-gu" */ './locales/gu.json'),
});

/** The legal pages' messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
