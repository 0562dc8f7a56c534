import { countOf } from '@club/contract/format/count';
import {
  ADMIN_MEMBER_STATE_LABELS,
  ADMIN_MEMBER_STATES,
  adminMemberFiltersSchema,
  RENEWAL_WINDOW_DAYS,
  type AdminMember,
  type AdminMemberFilters,
} from '@club/contract/admin-members';
import { formatIndianDate } from '@club/contract/india-time/format';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import { MEMBERSHIP_TYPE_IDS } from '@club/contract/membership/membership-plans';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { CheckboxField, SelectField, TextField } from '@club/ui/form-field';
import { Spinner } from '@club/ui/spinner';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminTable, type AdminColumn } from '@/components/admin-table/admin-table';
import { lastDayOfAccess, termStartDay } from '@/lib/membership-days';
import { newsAdminPaths } from '@/routes/route-manifest';
import { AdminLayout } from '../admin-shell/admin-layout';
import {
  adminMemberKeys,
  downloadMembersCsv,
  fetchMembersPage,
} from '../api/admin-member-requests';
import { PlanBadge, StateBadge } from '../components/member-badges';
import { FilterRow } from '../components/filter-row';
import styles from './admin-members-page.module.css';

const PAGE_SIZE = 25;

const STATE_OPTIONS = [
  ...ADMIN_MEMBER_STATES.map((state) => ({
    value: state,
    label: ADMIN_MEMBER_STATE_LABELS[state],
  })),
  { value: 'never-paid', label: 'Registered, never paid' },
];

const PLAN_OPTIONS = Object.entries(MEMBERSHIP_TYPE_IDS).map(([name, id]) => ({
  value: String(id),
  label: name,
}));

/** The filters in the address (so the overview's figures link to a filtered list). */
function filtersFrom(params: URLSearchParams): AdminMemberFilters {
  const parsed = adminMemberFiltersSchema.safeParse(
    Object.fromEntries([...params.entries()].filter(([, value]) => value !== '')),
  );
  return parsed.success ? parsed.data : {};
}

function toParams(filters: AdminMemberFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

const COLUMNS: readonly AdminColumn<AdminMember>[] = [
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

/** The filter form: applied on submit (search) or at once (selects and the checkbox). */
function MemberFilters({
  filters,
  onChange,
}: {
  filters: AdminMemberFilters;
  onChange: (filters: AdminMemberFilters) => void;
}) {
  const [q, setQ] = useState(filters.q ?? '');
  const [city, setCity] = useState(filters.city ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() || undefined, city: city.trim() || undefined });
  };
  return (
    <FilterRow role="search" aria-label="Find members" className={styles.panel} onSubmit={submit}>
      <TextField
        label="Search"
        hint="Company, owner name or e-mail"
        type="search"
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
        className={styles.search}
      />
      <SelectField
        label="State"
        placeholder="All states"
        options={STATE_OPTIONS}
        value={filters.state ?? ''}
        onChange={(event) =>
          onChange({
            ...filters,
            state: (event.target.value || undefined) as AdminMemberFilters['state'],
          })
        }
      />
      <SelectField
        label="Plan"
        placeholder="All plans"
        options={PLAN_OPTIONS}
        value={filters.planId === undefined ? '' : String(filters.planId)}
        onChange={(event) =>
          onChange({
            ...filters,
            planId: event.target.value ? Number(event.target.value) : undefined,
          })
        }
      />
      <TextField
        label="City"
        value={city}
        maxLength={80}
        onChange={(event) => setCity(event.target.value)}
      />
      <CheckboxField
        label={`Renewal due in ${RENEWAL_WINDOW_DAYS} days`}
        checked={filters.renewalDue === '30-days'}
        onChange={(event) =>
          onChange({ ...filters, renewalDue: event.target.checked ? '30-days' : undefined })
        }
      />
      <Button type="submit" variant="primary" icon={<Search size={16} aria-hidden="true" />}>
        Search
      </Button>
    </FilterRow>
  );
}

/** `./AdminMembersPage` (/admin/members): every company, searchable, filtered, exportable. */
export default function AdminMembersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = useInfiniteQuery({
    queryKey: adminMemberKeys.list(filters),
    queryFn: ({ pageParam }) =>
      fetchMembersPage({
        ...filters,
        limit: PAGE_SIZE,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const members = query.data?.pages.flatMap((page) => page.items) ?? [];

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadMembersCsv(filters);
    } catch (error) {
      setExportError(getErrorMessage(error, 'The export failed; please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminLayout
      title="Members"
      description="Every company with its owner, plan, state, term and last payment."
      actions={
        <Button
          icon={<Download size={16} aria-hidden="true" />}
          variant="secondary"
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      }
    >
      <MemberFilters
        key={params.toString()}
        filters={filters}
        onChange={(next) => setParams(toParams(next))}
      />
      {exportError ? (
        <Alert tone="error" onDismiss={() => setExportError(null)}>
          {exportError}
        </Alert>
      ) : null}
      {query.isPending ? (
        <div className={styles.state} aria-busy="true">
          <Spinner label="Loading members" />
        </div>
      ) : query.isError ? (
        <Alert
          tone="error"
          title="The members could not be loaded"
          actions={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : members.length === 0 ? (
        <p className={styles.state} role="status">
          No member matches these filters.
        </p>
      ) : (
        <>
          <p className={styles.count} role="status">
            Showing {countOf(members.length, 'company', 'companies')}
            {query.hasNextPage ? ' (more below)' : ''}.
          </p>
          <AdminTable
            caption="Members"
            columns={COLUMNS}
            rows={members}
            rowKey={(member) => member.companyId}
          />
          {query.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </AdminLayout>
  );
}
