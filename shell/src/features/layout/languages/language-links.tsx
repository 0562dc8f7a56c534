import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  LOCALE_TAGS,
  pathInLocale,
  type Locale,
} from '@club/contract/locales';
import { selectIsSignedIn, useSessionStore } from '@club/platform/session/session-store';
import { currentLocale } from '@club/ui/i18n';
import { useLocation } from 'react-router-dom';
import { rememberLanguage } from './language-choice';
import { saveMemberLanguage } from './member-language';

/**
 * The switch's link to the page in `locale`. English is `/en/...`: the site's host remembers
 * the choice and sends the visitor on to the English page (a visitor who had chosen Hindi
 * would otherwise be sent back to it), also for a click before the app has started.
 */
function switchPath(pathname: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE
    ? `/en${pathname === '/' ? '' : pathname}`
    : pathInLocale(pathname, locale);
}

interface LanguageLinksProps {
  linkClassName: string | undefined;
  currentClassName: string | undefined;
  onChoose?: (locale: Locale) => void;
}

/**
 * The same page in each language, each by its own name, as list items. A plain link (a
 * new page load: the other language's HTML, messages and fonts), so it works before the
 * app has started too; the click remembers the choice for the visitor's next visit, and a
 * signed-in member's choice is saved in their profile first (their messages follow it).
 */
export function LanguageLinks({ linkClassName, currentClassName, onChoose }: LanguageLinksProps) {
  // Inside the router's base: the page's path without its language.
  const { pathname, search, hash } = useLocation();
  const current = currentLocale();
  const signedIn = useSessionStore(selectIsSignedIn);
  return LOCALES.map((locale) => (
    <li key={locale}>
      {locale === current ? (
        <span className={currentClassName} lang={LOCALE_TAGS[locale]} aria-current="page">
          {LOCALE_NAMES[locale]}
        </span>
      ) : (
        <a
          className={linkClassName}
          href={`${switchPath(pathname, locale)}${search}${hash}`}
          hrefLang={LOCALE_TAGS[locale]}
          lang={LOCALE_TAGS[locale]}
          onClick={(event) => {
            rememberLanguage(locale);
            onChoose?.(locale);
            if (!signedIn) return;
            event.preventDefault();
            const href = event.currentTarget.href;
            void saveMemberLanguage(locale).then(() => window.location.assign(href));
          }}
        >
          {LOCALE_NAMES[locale]}
        </a>
      )}
    </li>
  ));
}
