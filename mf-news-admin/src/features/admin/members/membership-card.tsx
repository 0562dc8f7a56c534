import type { AdminCompanyMembership } from '@club/contract/admin-members';
import { formatIndianDate } from '@club/contract/india-time/format';
import { Button } from '@club/ui/button';
import type { ReactNode } from 'react';
import { lastDayOfAccess, termStartDay } from '@/lib/membership-days';
import { PlanBadge, StateBadge } from '../components/member-badges';
import { Facts } from './company-facts';
import styles from './admin-member-company-page.module.css';

/** The states a termination still changes something in. */
const TERMINABLE = new Set(['active', 'renewal_due', 'grace', 'cancelled', 'pending']);

/** One membership of the company: plan, state, term, and its history. */
export function MembershipCard({
  membership,
  onTerminate,
}: {
  membership: AdminCompanyMembership;
  onTerminate: (membership: AdminCompanyMembership) => void;
}) {
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <PlanBadge plan={membership.plan} />
        <StateBadge state={membership.state} />
        {TERMINABLE.has(membership.state) ? (
          <Button variant="danger" size="sm" onClick={() => onTerminate(membership)}>
            Terminate…
          </Button>
        ) : null}
      </div>
      <Facts
        facts={[
          [
            'Term',
            `${termStartDay(membership.termStartsAt)} – ${lastDayOfAccess(membership.termEndsAt)}`,
          ],
          ['Auto-renewal', membership.autoRenewal ? 'On' : 'Off'],
          ...(membership.graceEndsAt
            ? ([['Grace ends', lastDayOfAccess(membership.graceEndsAt)]] as [string, ReactNode][])
            : []),
          ...(membership.terminationReason
            ? ([['Termination reason', membership.terminationReason]] as [string, ReactNode][])
            : []),
        ]}
      />
      <h3 className={styles.subheading}>History</h3>
      <ol className={styles.history}>
        {membership.history.map((event) => (
          <li key={`${event.at}-${event.what}`}>
            <time dateTime={event.at}>{formatIndianDate(event.at)}</time> {event.what}
          </li>
        ))}
      </ol>
    </li>
  );
}
