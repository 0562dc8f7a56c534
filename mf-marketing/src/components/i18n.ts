import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The shared components' messages; ids start with `marketing.components.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-marketing-components-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-marketing-components-gu" */ './locales/gu.json'),
});

/** The shared components' messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
