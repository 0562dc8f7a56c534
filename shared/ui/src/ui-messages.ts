import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The UI kit's messages; ids start with `ui.`. */
export type UiMessageId = keyof typeof en;

export const catalogues: Catalogues<UiMessageId> = defineCatalogues<UiMessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-ui-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-ui-gu" */ './locales/gu.json'),
});

/** The UI kit's messages in the page's language (waits while they load). */
export const useUiT = () => useMessages(catalogues);
