import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The Producers and Providers pages' messages; ids start with `marketing.connect.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-connect-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-connect-gu" */ './locales/gu.json'),
});

/** The Producers and Providers pages' messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
