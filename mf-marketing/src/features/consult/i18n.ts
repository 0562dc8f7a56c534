import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The Consult and CoServe service pages's messages; ids start with `marketing.consult.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-consult-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-consult-gu" */ './locales/gu.json'),
});

/** The Consult and CoServe service pages's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
