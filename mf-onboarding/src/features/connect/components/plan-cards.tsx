import type { Membership } from '@club/contract/user';
import { formatMembershipEnd } from '@club/contract/format/india-date';
import { MEMBERSHIP_PLANS, type MembershipPlan } from '@club/contract/membership/membership-plans';
import { PlanSummary } from '@club/ui/plan-summary';
import { Button } from '@club/ui/button';
import { ArrowRight, BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import styles from './plan-card.module.css';

interface PlanCardsProps {
  /** The plan being bought: every button reads 'Processing...' and is disabled meanwhile. */
  planInProgress: MembershipPlan['id'] | null;
  /** The active memberships of the user's first company, by plan name. */
  activeMemberships: readonly Membership[];
  onChoose: (plan: MembershipPlan) => void;
}

function PlanCard({
  plan,
  active,
  processing,
  onChoose,
}: {
  plan: MembershipPlan;
  active: Membership | undefined;
  processing: boolean;
  onChoose: () => void;
}) {
  const nameId = useId();
  return (
    <li className={`${styles.card} ${styles[plan.tier]}`} data-plan={plan.id}>
      <PlanSummary plan={plan} nameId={nameId} classes={styles} />
      {active ? (
        <p className={styles.active}>
          <BadgeCheck aria-hidden="true" focusable="false" />
          <span>
            Your plan: active
            {active.endsAt ? ` until ${formatMembershipEnd(active.endsAt)}` : ''}
          </span>
        </p>
      ) : (
        <Button
          onClick={onChoose}
          disabled={processing}
          fullWidth
          size="lg"
          aria-describedby={nameId}
          icon={processing ? undefined : <ArrowRight aria-hidden="true" focusable="false" />}
          iconPosition="end"
        >
          {processing ? 'Processing...' : 'Be a Member'}
        </Button>
      )}
    </li>
  );
}

/** The three plans on the page, each with 'Be a Member' (or the member's own plan and its end). */
export function PlanCards({ planInProgress, activeMemberships, onChoose }: PlanCardsProps) {
  return (
    <ul role="list" className={styles.grid}>
      {MEMBERSHIP_PLANS.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          active={activeMemberships.find(
            (membership) => membership.membershipType.name === plan.name,
          )}
          processing={planInProgress !== null}
          onChoose={() => onChoose(plan)}
        />
      ))}
    </ul>
  );
}
