import { useContractText } from '@club/ui/contract-messages';
import { MESSAGES } from '@club/contract/copy/messages';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from './i18n';
import styles from './directory-states.module.css';

/** 'No members found' (or 'No members yet') with the page's hint. */
export function EmptyMembers({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  // The product's own texts ('No members found'), in the page's language.
  const translate = useContractText();
  return (
    <div className={styles.empty} role="status">
      <span className={styles.emptyIcon} aria-hidden="true">
        <SearchX />
      </span>
      <h2 className={styles.emptyTitle}>{translate(title)}</h2>
      {text ? <p className={styles.emptyText}>{translate(text)}</p> : null}
      {action}
    </div>
  );
}

/** 'Error Loading Members' with 'Failed to load members' and a retry. */
export function MembersError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      tone="error"
      title={MESSAGES.members.errorHeading}
      actions={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('member.directory.tryAgain')}
        </Button>
      }
    >
      {MESSAGES.members.loadFailed}
    </Alert>
  );
}

/** Placeholder cards while members load. */
export function MemberCardSkeletons({ count, layout }: { count: number; layout: 'list' | 'grid' }) {
  return (
    <div
      className={layout === 'grid' ? styles.skeletonGrid : styles.skeletonList}
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton width={56} height={56} radius={10} />
          <div className={styles.skeletonLines}>
            <Skeleton width="60%" height={18} />
            <Skeleton width="40%" height={14} />
            <Skeleton width="75%" height={14} />
          </div>
        </div>
      ))}
    </div>
  );
}
