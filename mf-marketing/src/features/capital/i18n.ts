import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The Capital page's messages; ids start with `marketing.capital.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-capital-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-capital-gu" */ './locales/gu.json'),
});

/** The Capital page's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
