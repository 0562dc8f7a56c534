import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The company profile editor's messages; ids start with `member.profile.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-member-profile-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-member-profile-gu" */ './locales/gu.json'),
});

/** The profile editor's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);

/** A translate function of this catalogue, for helpers that get `t` passed in. */
export type T = ReturnType<typeof useT>;
