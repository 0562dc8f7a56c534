import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import { CLUB_NAME } from '@club/contract/copy/club';
import en from './locales/en.json';

/** The city profiles' texts; ids start with `marketing.cityData.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-city-data-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-city-data-gu" */ './locales/gu.json'),
});

/** The city profiles' texts in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);

/** A city profile's text in the page's language (the club's name filled in). */
export function useCityText(): (id: MessageId) => string {
  const t = useT();
  return (id) => t(id, { club: CLUB_NAME });
}
