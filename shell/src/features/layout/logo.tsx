import { VisuallyHidden } from '@club/ui/visually-hidden';
import { CLUB_NAME } from '@club/contract/copy/club';
import styles from './logo.module.css';
import { useT } from '@/i18n';

interface LogoProps {
  tone?: 'dark' | 'light';
}

/** The club's mark: a bridge over three pillars, and the word mark. */
export function Logo({ tone = 'dark' }: LogoProps) {
  const t = useT();
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="36" height="36" aria-hidden="true">
        <rect width="32" height="32" rx="8" className={styles.markBg} />
        <path
          d="M6 20c4-7 16-7 20 0"
          fill="none"
          stroke="#f59e0b"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M9 20v4M16 15v9M23 20v4" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className={styles.word} aria-hidden="true">
        {'BizBridge'}
        <span className={styles.club}>{' Club'}</span>
      </span>
      <VisuallyHidden>{t('shell.logo.home', { club: CLUB_NAME })}</VisuallyHidden>
    </span>
  );
}
