import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The privacy pages' messages; ids start with `marketing.privacy.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-privacy-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-privacy-gu" */ './locales/gu.json'),
});

/** The privacy pages' messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
