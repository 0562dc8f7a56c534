import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The platform's messages; ids start with `platform.`. */
export type PlatformMessageId = keyof typeof en;

export const catalogues: Catalogues<PlatformMessageId> = defineCatalogues<PlatformMessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-platform-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-platform-gu" */ './locales/gu.json'),
});

/** The platform's messages in the page's language (waits while they load). */
export const usePlatformT = () => useMessages(catalogues);
