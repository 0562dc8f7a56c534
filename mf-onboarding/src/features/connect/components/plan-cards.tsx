import type { PlanOption } from '@club/contract/membership';
import type { Membership } from '@club/contract/user';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDate, formatMembershipEnd } from '@club/contract/india-time/format';
import { MEMBERSHIP_PLANS, type MembershipPlan } from '@club/contract/membership/membership-plans';
import { MY_MEMBERSHIP_ANCHOR, paths } from '@club/contract/site-pages';
import { PlanSummary } from '@club/ui/plan-summary';
import { Button, ButtonLink } from '@club/ui/button';
import { ArrowRight, ArrowUpRight, BadgeCheck, CalendarClock } from 'lucide-react';
import { useId } from 'react';
import styles from './plan-card.module.css';

/** What the member asked to do with a plan card. */
export type PlanChoice = { kind: 'buy' | 'upgrade' | 'switch'; plan: MembershipPlan };

export interface PlanCardsProps {
  /** The plan being bought: every button reads 'Processing...' and is disabled meanwhile. */
  planInProgress: MembershipPlan['id'] | null;
  /** The active memberships of the user's first company. */
  activeMemberships: readonly Membership[];
  /** How the server offers each plan to the company, by name; null while unknown or not needed. */
  options: ReadonlyMap<string, PlanOption> | null;
  onChoose: (choice: PlanChoice) => void;
}

const MANAGE_PATH = `${paths.myAccount()}#${MY_MEMBERSHIP_ANCHOR}`;

interface PlanCardProps {
  plan: MembershipPlan;
  active: Membership | undefined;
  option: PlanOption | undefined;
  /** The company holds a membership: its renewal date, when known. */
  held: { renewsOn: string | null } | null;
  processing: boolean;
  onChoose: (kind: PlanChoice['kind']) => void;
}

/** The member's own plan: until when, and Manage (renewal, cancel, invoices on My Account). */
function CurrentPlan({ active }: { active: Membership | undefined }) {
  return (
    <>
      <p className={styles.active}>
        <BadgeCheck aria-hidden="true" focusable="false" />
        <span>
          Your plan: active
          {active?.endsAt ? ` until ${formatMembershipEnd(active.endsAt)}` : ''}
        </span>
      </p>
      <ButtonLink to={MANAGE_PATH} variant="secondary" fullWidth size="lg">
        Manage
      </ButtonLink>
    </>
  );
}

function PlanCard({ plan, active, option, held, processing, onChoose }: PlanCardProps) {
  const nameId = useId();
  // A member's other plans wait for the server's offer (upgrade or switch), never 'Be a Member'.
  const action = option?.action ?? (active ? 'current' : held ? 'loading' : 'buy');
  const renewsOn = held?.renewsOn ?? null;
  const upgrade = option?.upgrade;
  return (
    <li className={`${styles.card} ${styles[plan.tier]}`} data-plan={plan.id}>
      <PlanSummary plan={plan} nameId={nameId} classes={styles} />
      {action === 'current' ? (
        <CurrentPlan active={active} />
      ) : action === 'upgrade' && upgrade ? (
        <>
          <p className={styles.change}>
            <strong>{formatRupees(upgrade.total)}</strong> incl. GST for the {upgrade.remainingDays}{' '}
            days left of your term
          </p>
          <Button
            onClick={() => onChoose('upgrade')}
            disabled={processing}
            fullWidth
            size="lg"
            aria-describedby={nameId}
            icon={processing ? undefined : <ArrowUpRight aria-hidden="true" focusable="false" />}
            iconPosition="end"
          >
            {processing ? 'Processing...' : 'Upgrade'}
          </Button>
        </>
      ) : action === 'loading' ? (
        <Button disabled fullWidth size="lg" aria-describedby={nameId}>
          Loading...
        </Button>
      ) : action === 'chosen-for-renewal' ? (
        <p className={styles.active}>
          <CalendarClock aria-hidden="true" focusable="false" />
          <span>Your plan from your renewal{renewsOn ? ` on ${renewsOn}` : ''}</span>
        </p>
      ) : action === 'switch-at-renewal' ? (
        <>
          <p className={styles.change}>Nothing to pay now: the change starts with your renewal.</p>
          <Button
            variant="secondary"
            onClick={() => onChoose('switch')}
            disabled={processing}
            fullWidth
            size="lg"
            aria-describedby={nameId}
          >
            Switch at renewal
          </Button>
        </>
      ) : (
        <Button
          onClick={() => onChoose('buy')}
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

/**
 * The three plans on the page. Without a membership each has 'Be a Member';
 * a member sees their plan with Manage, a higher plan with Upgrade and its
 * pro-rated price, and the others with Switch at renewal.
 */
export function PlanCards({
  planInProgress,
  activeMemberships,
  options,
  onChoose,
}: PlanCardsProps) {
  const first = activeMemberships[0];
  const held = first ? { renewsOn: first.endsAt ? formatIndianDate(first.endsAt) : null } : null;
  return (
    <ul role="list" className={styles.grid}>
      {MEMBERSHIP_PLANS.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          active={activeMemberships.find(
            (membership) => membership.membershipType.name === plan.name,
          )}
          option={options?.get(plan.name)}
          held={held}
          processing={planInProgress !== null}
          onChoose={(kind) => onChoose({ kind, plan })}
        />
      ))}
    </ul>
  );
}
