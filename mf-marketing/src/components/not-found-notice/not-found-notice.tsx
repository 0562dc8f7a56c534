import { MESSAGES } from '@club/shared/contract/messages';
import { ButtonLink } from '@club/shared/ui/button';
import { usePageMeta } from '../../hooks/use-page-meta';
import styles from './not-found-notice.module.css';

/**
 * Shown by a page that serves several paths (a service, a city, a policy) when
 * it is given a key it does not know. The shell's route table only passes
 * known keys, so this is a safety net rather than a real page.
 */
export function NotFoundNotice() {
  usePageMeta(MESSAGES.notFound, 'The page you are looking for does not exist.');
  return (
    <section className={styles.notice}>
      <h1 className={styles.title}>{MESSAGES.notFound}</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/">Go to the home page</ButtonLink>
    </section>
  );
}
