import type { PlanOption } from '@club/contract/membership';
import type { Membership } from '@club/contract/user';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDate, formatMembershipEnd } from '@club/contract/india-time/format';
import { MEMBERSHIP_PLANS, type MembershipPlan } from '@club/contract/membership/membership-plans';
import { MY_MEMBERSHIP_ANCHOR, paths } from '@club/contract/site-pages';
import { PlanSummary } from '@club/ui/plan-summary';
import { Button, ButtonLink } from '@club/ui/button';
import { withTags } from '@club/ui/i18n';
import { ArrowRight, ArrowUpRight, BadgeCheck, CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { useT } from '@/features/connect/i18n';
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
  const t = useT();
  return (
    <>
      <p className={styles.active}>
        <BadgeCheck aria-hidden="true" focusable="false" />
        <span>
          {active?.endsAt
            ? t('onboarding.connect.card.activeUntil', {
                end: formatMembershipEnd(active.endsAt),
              })
            : t('onboarding.connect.card.active')}
        </span>
      </p>
      <ButtonLink to={MANAGE_PATH} variant="secondary" fullWidth size="lg">
        {t('onboarding.connect.card.manage')}
      </ButtonLink>
    </>
  );
}

function PlanCard({ plan, active, option, held, processing, onChoose }: PlanCardProps) {
  const t = useT();
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
            {withTags(
              t('onboarding.connect.card.upgradePrice', {
                total: formatRupees(upgrade.total),
                days: upgrade.remainingDays,
              }),
              { b: (text) => <strong>{text}</strong> },
            )}
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
            {processing
              ? t('onboarding.connect.card.processing')
              : t('onboarding.connect.card.upgrade')}
          </Button>
        </>
      ) : action === 'loading' ? (
        <Button disabled fullWidth size="lg" aria-describedby={nameId}>
          {t('onboarding.connect.card.loading')}
        </Button>
      ) : action === 'chosen-for-renewal' ? (
        <p className={styles.active}>
          <CalendarClock aria-hidden="true" focusable="false" />
          <span>
            {renewsOn
              ? t('onboarding.connect.card.chosenForRenewalOn', { date: renewsOn })
              : t('onboarding.connect.card.chosenForRenewal')}
          </span>
        </p>
      ) : action === 'switch-at-renewal' ? (
        <>
          <p className={styles.change}>{t('onboarding.connect.card.switchNote')}</p>
          <Button
            variant="secondary"
            onClick={() => onChoose('switch')}
            disabled={processing}
            fullWidth
            size="lg"
            aria-describedby={nameId}
          >
            {t('onboarding.connect.card.switch')}
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
          {processing ? t('onboarding.connect.card.processing') : t('onboarding.connect.card.buy')}
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
