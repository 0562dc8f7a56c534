import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The sign-in page's and dialog's messages; ids start with `shell.signin.`. They come with the page's code, not with the shell's boot. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-signin-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-signin-gu" */ './locales/gu.json'),
});

/** The messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
