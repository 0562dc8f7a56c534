import { currentLocale, withTags } from '@club/ui/i18n';
import { DEFAULT_LOCALE, pathInLocale, withoutLocale } from '@club/contract/locales';
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import styles from './legal-document-view.module.css';

/**
 * On a policy shown in another language than English: the translation is for convenience,
 * the English text binds (docs/decisions/0045). The link is a plain `<a>` so that the page
 * reloads in English. Nothing in English.
 */
export function TranslationNote() {
  const t = useT();
  const { pathname } = useLocation();
  if (currentLocale() === DEFAULT_LOCALE) return null;
  const english = pathInLocale(withoutLocale(pathname), DEFAULT_LOCALE);
  return (
    <p role="note" className={styles.note}>
      {withTags(t('marketing.legal.translationNote'), {
        english: (text) => (
          <a href={english} hrefLang={DEFAULT_LOCALE} lang={DEFAULT_LOCALE}>
            {text}
          </a>
        ),
      })}
    </p>
  );
}
