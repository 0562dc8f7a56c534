import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/**
 * The footer's messages; ids start with `shell.footer.`. The footer's code loads as the
 * visitor heads for the end of the page (site-layout.tsx), and its words come with it.
 */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-footer-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-footer-gu" */ './locales/gu.json'),
});

/** The footer's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
