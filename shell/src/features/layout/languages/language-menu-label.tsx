import { LOCALE_NAMES, LOCALE_TAGS } from '@club/contract/locales';
import { currentLocale } from '@club/ui/i18n';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { Languages } from 'lucide-react';
import { useT } from '@/i18n';

/** The language menu's button: an icon and the page's language, named "Language" for a screen reader. */
export function LanguageMenuLabel() {
  const t = useT();
  const locale = currentLocale();
  return (
    <>
      <Languages size={18} aria-hidden="true" />
      <VisuallyHidden>{t('shell.language.menu')}: </VisuallyHidden>
      <span lang={LOCALE_TAGS[locale]}>{LOCALE_NAMES[locale]}</span>
    </>
  );
}
