import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The messages of mf-events' shared components; ids start with `events.components.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-events-components-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-events-components-gu" */ './locales/gu.json'),
});

/** The components' messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
