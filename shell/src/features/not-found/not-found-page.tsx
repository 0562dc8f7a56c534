import { usePageMeta } from '@club/platform/routes/page-meta';
import { paths } from '@club/contract/site-pages';
import { ButtonLink } from '@club/ui/button';
import { Compass } from 'lucide-react';
import styles from './not-found-page.module.css';
import { useT } from '@/features/not-found/i18n';

/** The shell's 404 for any path outside the route table. */
export function NotFoundPage() {
  const t = useT();
  usePageMeta({ title: t('shell.not-found.title'), description: t('shell.not-found.description') });
  return (
    <section className={styles.page}>
      <Compass size={56} aria-hidden="true" className={styles.icon} />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{t('shell.not-found.title')}</h1>
      <p className={styles.text}>{t('shell.not-found.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home()}>{t('shell.not-found.home')}</ButtonLink>
        <ButtonLink to={paths.contact()} variant="secondary">
          {t('shell.not-found.contact')}
        </ButtonLink>
      </div>
    </section>
  );
}
