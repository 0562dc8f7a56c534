import { MEMBERSHIP_PLANS, type MembershipPlan } from '@club/shared/membership/membership-plans';
import { ArrowRight, Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Section } from '@/components/section/section';
import styles from './membership-section.module.css';
import { paths } from '@club/shared/routes/site-routes';

const TIER_LABELS: Record<MembershipPlan['tier'], string> = {
  alpha: 'Alpha member',
  beta: 'Beta member',
  gamma: 'Gamma member',
};

function PlanCard({ plan }: { plan: MembershipPlan }) {
  const nameId = useId();
  return (
    <li className={`${styles.card} ${styles[plan.tier]}`} data-plan={plan.id}>
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
      <Link to={paths.membership()} className={styles.cta} aria-describedby={nameId}>
        Be a Member
        <ArrowRight aria-hidden="true" focusable="false" />
      </Link>
    </li>
  );
}

/** The three plans, each in its member-tier colour; every button goes to /connect/membership. */
export function MembershipSection() {
  return (
    <Section
      title="Membership"
      eyebrow="Join the club"
      intro="Three tiers, one network. Pick the membership that matches how you do business."
    >
      <ul role="list" className={styles.grid}>
        {MEMBERSHIP_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
    </Section>
  );
}
