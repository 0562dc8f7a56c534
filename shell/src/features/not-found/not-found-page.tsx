import { MESSAGES } from '@club/contract/copy/messages';
import { usePageMeta } from '@club/platform/routes/page-meta';
import { paths } from '@club/contract/site-pages';
import { ButtonLink } from '@club/ui/button';
import { Compass } from 'lucide-react';
import styles from './not-found-page.module.css';

/** The shell's 404 for any path outside the route table. */
export function NotFoundPage() {
  usePageMeta({ title: MESSAGES.notFound, description: 'This page does not exist.' });
  return (
    <section className={styles.page}>
      <Compass size={56} aria-hidden="true" className={styles.icon} />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{MESSAGES.notFound}</h1>
      <p className={styles.text}>
        The page you were looking for has moved or never existed. Let us take you somewhere useful.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home()}>Back to home</ButtonLink>
        <ButtonLink to={paths.contact()} variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </section>
  );
}
