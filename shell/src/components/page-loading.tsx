import { Spinner } from '@club/ui/spinner';
import styles from './page-loading.module.css';

/** The spinner in place of a page that is still on its way; `label` is read to a screen reader. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
