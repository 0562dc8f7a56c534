import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The Locations page's messages; ids start with `marketing.location.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-location-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-location-gu" */ './locales/gu.json'),
});

/** The Locations page's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
