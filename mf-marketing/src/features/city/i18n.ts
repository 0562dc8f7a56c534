import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The city pages' messages; ids start with `marketing.city.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-city-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-city-gu" */ './locales/gu.json'),
});

/** The city pages' messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
