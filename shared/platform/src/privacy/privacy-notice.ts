import { PRIVACY_NOTICE_ITEMS, type PrivacyNoticeItemId } from '@club/contract/privacy';
import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

type PrivacyNoticeMessageId = keyof typeof en;

/**
 * The privacy notice's wording, the English being the notice `PRIVACY_NOTICE_VERSION`
 * names (a registration records that version); Hindi and Gujarati are its translations.
 * Only the registration forms show it, so only their pages load these messages.
 */
const catalogues: Catalogues<PrivacyNoticeMessageId> = defineCatalogues<PrivacyNoticeMessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-privacy-notice-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-privacy-notice-gu" */ './locales/gu.json'),
});

export interface PrivacyNoticeItem {
  id: PrivacyNoticeItemId;
  heading: string;
  text: string;
}

/** The privacy notice's items, in order, in the page's language (waits while they load). */
export function usePrivacyNotice(): PrivacyNoticeItem[] {
  const t = useMessages(catalogues);
  return PRIVACY_NOTICE_ITEMS.map((id) => ({
    id,
    heading: t(`platform.privacy-notice.${id}.heading`),
    text: t(`platform.privacy-notice.${id}.text`),
  }));
}
