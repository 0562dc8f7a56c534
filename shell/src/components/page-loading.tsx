import { Spinner } from '@club/ui/spinner';
import styles from './page-loading.module.css';

/** The spinner in place of a page that is still on its way. */
export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
