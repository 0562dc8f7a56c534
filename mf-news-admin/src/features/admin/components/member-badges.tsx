import { ADMIN_MEMBER_STATE_LABELS, type AdminMemberState } from '@club/contract/admin-members';
import { TIER_LABELS } from '@club/contract/membership/membership-plans';
import styles from './member-badges.module.css';

/** A membership's state as a labelled badge, coloured by how urgent it is. */
export function StateBadge({ state }: { state: AdminMemberState }) {
  return (
    <span className={`${styles.badge} ${styles[`state-${state}`] ?? ''}`}>
      {ADMIN_MEMBER_STATE_LABELS[state]}
    </span>
  );
}

/** A plan with its tier colour (alpha orange, beta blue, gamma green); the tier is named too. */
export function PlanBadge({
  plan,
  compact = false,
}: {
  plan: { name: string; tier: 'alpha' | 'beta' | 'gamma' } | null;
  /** In a list: the tier is named for screen readers only, the dot shows its colour. */
  compact?: boolean;
}) {
  if (!plan) return <span className={styles.none}>—</span>;
  return (
    <span className={styles.plan}>
      <span className={`${styles.dot} ${styles[plan.tier]}`} aria-hidden="true" />
      {plan.name}
      <span className={compact ? styles.hidden : styles.tier}> · {TIER_LABELS[plan.tier]}</span>
    </span>
  );
}
