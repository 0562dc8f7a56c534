import type { MemberKind } from '@club/contract/companies';
import styles from './type-badge.module.css';

const LABELS: Record<MemberKind, string> = { producer: 'Producer', provider: 'Provider' };

/**
 * The member's type, colour-coded like the tiers: producers blue, providers
 * green; a Promoters member (the alpha tier) orange.
 */
export function TypeBadge({ type, promoter = false }: { type: MemberKind; promoter?: boolean }) {
  const tone = promoter ? styles.alpha : type === 'producer' ? styles.beta : styles.gamma;
  return <span className={`${styles.badge} ${tone}`}>{promoter ? 'Promoter' : LABELS[type]}</span>;
}
