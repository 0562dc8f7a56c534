import { MESSAGES } from '@club/shared/contract/messages';
import { ButtonLink } from '@club/shared/ui/button';
import { Compass } from 'lucide-react';
import { useEffect } from 'react';
import styles from './not-found-page.module.css';

/** The shell's 404 for any path outside the route table. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = `${MESSAGES.notFound} | BizBridge Club`;
  }, []);
  return (
    <section className={styles.page}>
      <Compass size={56} aria-hidden="true" className={styles.icon} />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{MESSAGES.notFound}</h1>
      <p className={styles.text}>
        The page you were looking for has moved or never existed. Let us take you somewhere useful.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </section>
  );
}
