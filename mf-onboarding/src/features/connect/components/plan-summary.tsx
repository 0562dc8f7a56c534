import type { MembershipPlan } from '@club/shared/membership/membership-plans';
import { Check } from 'lucide-react';
import styles from './plan-card.module.css';

export const TIER_LABELS: Record<MembershipPlan['tier'], string> = {
  alpha: 'Alpha member',
  beta: 'Beta member',
  gamma: 'Gamma member',
};

/** A plan's tier, name, description, price and benefits, in the tier's colour. */
export function PlanSummary({ plan, nameId }: { plan: MembershipPlan; nameId: string }) {
  return (
    <>
      <div className={styles.head}>
        <span className={styles.tier}>{TIER_LABELS[plan.tier]}</span>
        <h3 id={nameId} className={styles.name}>
          {plan.name}
        </h3>
        <p className={styles.description}>{plan.description}</p>
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{plan.formattedPrice}</span>
        <span className={styles.period}>per year</span>
      </p>
      <ul role="list" className={styles.benefits} aria-label={`${plan.name} benefits`}>
        {plan.benefits.map((benefit) => (
          <li key={benefit} className={styles.benefit}>
            <Check aria-hidden="true" focusable="false" />
            {benefit}
          </li>
        ))}
      </ul>
    </>
  );
}
