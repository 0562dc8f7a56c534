import {
  defineCatalogues,
  t,
  useMessages,
  type Catalogues,
  type MessageValues,
} from '@club/ui/i18n';
import en from './locales/en.json';

/** The Continuous Education page's messages; ids start with `marketing.continuousEducation.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-continuous-education-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-continuous-education-gu" */ './locales/gu.json'),
});

/** The Continuous Education page's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);

/** A message of the page in the page's language, for code that runs while a component renders. */
export const translate = (id: MessageId, values?: MessageValues): string => t(id, values);
