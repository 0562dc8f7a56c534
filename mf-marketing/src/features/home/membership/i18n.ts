import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/**
 * The home page's membership section's messages; ids start with `marketing.home.membership.`. The
 * section's code loads as the visitor heads for it, and its words come with it.
 */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-home-membership-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-home-membership-gu" */ './locales/gu.json'),
});

/** The section's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);
