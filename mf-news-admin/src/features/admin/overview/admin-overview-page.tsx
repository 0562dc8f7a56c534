import { countOf } from '@club/contract/format/count';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import {
  ADMIN_MEMBER_STATE_LABELS,
  OVERVIEW_MEMBER_STATES,
  RENEWAL_WINDOW_DAYS,
  type AdminMoneyFigures,
  type AdminOverview,
} from '@club/contract/admin-members';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import { paths } from '@club/contract/site-pages';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { newsAdminPaths } from '@/routes/route-manifest';
import { AdminLayout } from '../admin-shell/admin-layout';
import { sectionPath } from '../admin-shell/admin-sections';
import { adminMemberQueries } from '../api/admin-member-queries';
import styles from './admin-overview-page.module.css';

const MEMBERS_PATH = newsAdminPaths.adminMembers();

interface FigureProps {
  label: string;
  value: ReactNode;
  /** The page that lists what the figure counts, when there is one. */
  to?: string | null;
  detail?: ReactNode;
  /** Takes a whole row on a phone (long amounts). */
  wide?: boolean;
}

/** One figure: its value, what it counts, and a link to the list behind it. */
function Figure({ label, value, to, detail, wide = false }: FigureProps) {
  const body = (
    <>
      <span className={styles.value}>{value}</span>
      <span className={styles.label}>{label}</span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </>
  );
  return (
    <li className={wide ? `${styles.figure} ${styles.wide}` : styles.figure}>
      {to ? (
        <Link to={to} className={styles.figureLink}>
          {body}
        </Link>
      ) : (
        <div className={styles.figureBody}>{body}</div>
      )}
    </li>
  );
}

function Money({
  figures,
  to,
}: {
  figures: AdminMoneyFigures & { label: string };
  to: string | null;
}) {
  return (
    <Figure
      label={`Revenue, ${figures.label}`}
      value={formatRupeesWithPaise(figures.total)}
      to={to}
      wide
      detail={
        <>
          {countOf(figures.payments, 'payment')} ·{' '}
          <span className={styles.amount}>
            taxable {formatRupeesWithPaise(figures.taxableValue)}
          </span>{' '}
          · <span className={styles.amount}>GST {formatRupeesWithPaise(figures.gst)}</span>
        </>
      }
    />
  );
}

function Figures({ overview }: { overview: AdminOverview }) {
  const payments = sectionPath('adminPayments');
  const gst = sectionPath('adminGst');
  const inquiries = sectionPath('adminInquiries');
  return (
    <>
      <section aria-labelledby="overview-members" className={styles.section}>
        <h2 id="overview-members" className={styles.heading}>
          Members by state
        </h2>
        <ul className={styles.grid} data-testid="members-by-state">
          {OVERVIEW_MEMBER_STATES.map((state) => (
            <Figure
              key={state}
              label={ADMIN_MEMBER_STATE_LABELS[state]}
              value={overview.membersByState[state]}
              to={`${MEMBERS_PATH}?state=${state}`}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="overview-activity" className={styles.section}>
        <h2 id="overview-activity" className={styles.heading}>
          Renewals, revenue and activity
        </h2>
        <ul className={styles.grid}>
          <Figure
            label={`Renewals due in the next ${RENEWAL_WINDOW_DAYS} days`}
            value={overview.renewalsDueSoon}
            to={`${MEMBERS_PATH}?renewalDue=30-days`}
          />
          <Money figures={overview.thisMonth} to={payments} />
          <Money
            figures={{
              ...overview.thisFinancialYear,
              label: `FY ${overview.thisFinancialYear.label}`,
            }}
            to={gst}
          />
          <Figure
            label="Registered, never paid"
            value={overview.registeredNeverPaid}
            to={`${MEMBERS_PATH}?state=never-paid`}
          />
          <Figure label="Leads posted this month" value={overview.leadsThisMonth} />
          <Figure
            label={
              overview.openInquiries.basis === 'status-new'
                ? 'Open inquiries'
                : 'Inquiries received this month'
            }
            value={overview.openInquiries.count}
            to={
              inquiries && overview.openInquiries.basis === 'status-new'
                ? `${inquiries}?status=new`
                : inquiries
            }
          />
        </ul>
      </section>
      <section aria-labelledby="overview-news" className={styles.section}>
        <h2 id="overview-news" className={styles.heading}>
          News
        </h2>
        <p className={styles.news}>
          News is written and deleted on the home page: open the{' '}
          <Link to={paths.home()}>home page</Link> and use the <strong>Manage</strong> button of its
          news section.
        </p>
      </section>
    </>
  );
}

/** `./AdminOverviewPage` (/admin): the back office's figures, each linked to its list. */
export default function AdminOverviewPage() {
  const query = useQuery(adminMemberQueries.overview());
  return (
    <AdminLayout
      title="Overview"
      description={
        query.data
          ? `Figures as of ${formatIndianDateTime(query.data.asOf)} (India time).`
          : 'Members, renewals, revenue and inquiries at a glance.'
      }
    >
      {query.isPending ? (
        <div aria-busy="true" aria-label="Loading the figures" className={styles.grid}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height="6rem" />
          ))}
        </div>
      ) : query.isError ? (
        <Alert
          tone="error"
          title="The figures could not be loaded"
          actions={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : (
        <Figures overview={query.data} />
      )}
    </AdminLayout>
  );
}
