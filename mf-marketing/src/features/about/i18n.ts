import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The About page's messages; ids start with `marketing.about.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-about-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-about-gu" */ './locales/gu.json'),
});

/** The About page's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
