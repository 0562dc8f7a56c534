import { MEMBERSHIP_PLANS, type MembershipPlan } from '@club/contract/membership/membership-plans';
import { PlanSummary } from '@club/ui/plan-summary';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Section } from '@/components/section/section';
import styles from './membership-section.module.css';
import { paths } from '@club/contract/site-pages';

function PlanCard({ plan }: { plan: MembershipPlan }) {
  const nameId = useId();
  return (
    <li className={`${styles.card} ${styles[plan.tier]}`} data-plan={plan.id}>
      <PlanSummary plan={plan} nameId={nameId} classes={styles} />
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
