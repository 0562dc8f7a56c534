import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The Contact page's messages; ids start with `marketing.contact.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-contact-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-contact-gu" */ './locales/gu.json'),
});

/** The Contact page's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
