import { MEMBERSHIP_PLANS, type MembershipPlan } from '@club/contract/membership/membership-plans';
import { PlanSummary } from '@club/ui/plan-summary';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Section } from '@/components/section/section';
import { useT } from './i18n';
import styles from './membership-section.module.css';
import { paths } from '@club/contract/site-pages';

function PlanCard({ plan }: { plan: MembershipPlan }) {
  const t = useT();
  const nameId = useId();
  return (
    <li className={`${styles.card} ${styles[plan.tier]}`} data-plan={plan.id}>
      <PlanSummary plan={plan} nameId={nameId} classes={styles} />
      <Link to={paths.membership()} className={styles.cta} aria-describedby={nameId}>
        {t('marketing.home.membership.cta')}
        <ArrowRight aria-hidden="true" focusable="false" />
      </Link>
    </li>
  );
}

/** The three plans, each in its member-tier colour; every button goes to /connect/membership. */
export function MembershipSection() {
  const t = useT();
  return (
    <Section
      title={t('marketing.home.membership.title')}
      eyebrow={t('marketing.home.membership.eyebrow')}
      intro={t('marketing.home.membership.intro')}
    >
      <ul role="list" className={styles.grid}>
        {MEMBERSHIP_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
    </Section>
  );
}
