import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The shell's messages; ids start with `shell.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-gu" */ './locales/gu.json'),
});

/** The shell's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
