import type { AdminMember } from '@club/contract/admin-members';
import { formatIndianDate } from '@club/contract/india-time/format';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import { Link } from 'react-router-dom';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { lastDayOfAccess, termStartDay } from '@/lib/membership-days';
import { newsAdminPaths } from '@/routes/route-manifest';
import { PlanBadge, StateBadge } from '../components/member-badges';
import styles from './admin-members-page.module.css';

/** The members table: company (linked to its page), owner, plan, state, term, renewal, last payment. */
export const MEMBER_COLUMNS: readonly AdminColumn<AdminMember>[] = [
  {
    key: 'company',
    header: 'Company',
    cell: (member) => (
      <span className={styles.company}>
        <Link to={newsAdminPaths.adminMemberCompany(member.companyId)}>{member.companyName}</Link>
        {member.city ? <span className={styles.muted}>{member.city}</span> : null}
      </span>
    ),
  },
  {
    key: 'owner',
    header: 'Owner',
    cell: (member) => (
      <span className={styles.company}>
        {member.owner.name}
        <span className={styles.muted}>{member.owner.email}</span>
      </span>
    ),
  },
  { key: 'plan', header: 'Plan', cell: (member) => <PlanBadge plan={member.plan} compact /> },
  { key: 'state', header: 'State', cell: (member) => <StateBadge state={member.state} /> },
  {
    key: 'term',
    header: 'Term',
    cell: (member) =>
      member.termStartsAt || member.termEndsAt ? (
        <span className={styles.term}>
          <span>{termStartDay(member.termStartsAt)} –</span>{' '}
          <span>{lastDayOfAccess(member.termEndsAt)}</span>
        </span>
      ) : (
        '—'
      ),
  },
  {
    key: 'renewal',
    header: 'Auto-renewal',
    cell: (member) => (member.autoRenewal ? 'On' : 'Off'),
  },
  {
    key: 'payment',
    header: 'Last payment',
    align: 'end',
    cell: (member) =>
      member.lastPayment ? (
        <span className={styles.company}>
          {formatRupeesWithPaise(member.lastPayment.total)}
          <span className={styles.muted}>{formatIndianDate(member.lastPayment.paidAt)}</span>
        </span>
      ) : (
        '—'
      ),
  },
];
