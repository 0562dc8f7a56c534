import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The messages of mf-events' chapters feature; ids start with `events.chapters.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-events-chapters-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-events-chapters-gu" */ './locales/gu.json'),
});

/** The feature's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
