import type { MemberKind } from '@club/contract/companies';
import { useT, type MessageId } from './i18n';
import styles from './type-badge.module.css';

const LABELS: Record<MemberKind, MessageId> = {
  producer: 'member.directory.type.producer',
  provider: 'member.directory.type.provider',
};

/**
 * The member's type, colour-coded like the tiers: producers blue, providers
 * green; a Promoters member (the alpha tier) orange.
 */
export function TypeBadge({ type, promoter = false }: { type: MemberKind; promoter?: boolean }) {
  const t = useT();
  const tone = promoter ? styles.alpha : type === 'producer' ? styles.beta : styles.gamma;
  return (
    <span className={`${styles.badge} ${tone}`}>
      {t(promoter ? 'member.directory.type.promoter' : LABELS[type])}
    </span>
  );
}
