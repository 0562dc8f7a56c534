import type { MembershipDetails } from '@club/contract/membership';
import { formatIndianDate } from '@club/contract/india-time/format';
import type { ReactNode } from 'react';
import { nextChargeText, TermDates } from './membership-facts';
import styles from './membership-panel.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The membership's term, next charge, a plan chosen for the renewal and auto-renewal. */
export function MembershipFactsList({ membership }: { membership: MembershipDetails }) {
  return (
    <dl className={styles.facts}>
      <Fact label="Term">
        {membership.termStartsAt && membership.termEndsAt ? (
          <TermDates startsAt={membership.termStartsAt} endsAt={membership.termEndsAt} />
        ) : (
          'Not started'
        )}
      </Fact>
      <Fact label="Next charge">{nextChargeText(membership)}</Fact>
      {membership.nextPlan ? (
        <Fact label="Plan from renewal">
          {membership.nextPlan.name}
          {membership.termEndsAt ? `, from ${formatIndianDate(membership.termEndsAt)}` : ''}
        </Fact>
      ) : null}
      <Fact label="Auto-renewal">
        {membership.autoRenewal
          ? membership.state === 'renewal_due' && membership.graceEndsAt
            ? 'On, but the last charge failed'
            : 'On'
          : 'Off'}
      </Fact>
    </dl>
  );
}
