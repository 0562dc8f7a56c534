import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_STATUSES,
  type AdminGrievance,
  type GrievanceStatus,
} from '@club/contract/privacy';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField } from '@club/ui/form-field';
import { AdminTable, type AdminColumn } from '@/components/admin-table/admin-table';
import { ListStates } from '@/components/list-states/list-states';
import { formatDateTimeIN } from '@/lib/date-time';
import { AdminLayout } from '../admin-shell/admin-layout';
import { fetchGrievancePage, grievanceKeys } from './api/grievance-requests';
import { GrievanceDialog } from './components/grievance-dialog';
import styles from './admin-grievances-page.module.css';

const isStatus = (value: string | null): value is GrievanceStatus =>
  GRIEVANCE_STATUSES.some((status) => status === value);

const STATUS_FILTER = [
  { value: '', label: 'All statuses' },
  ...GRIEVANCE_STATUSES.map((status) => ({
    value: status,
    label: GRIEVANCE_STATUS_LABELS[status],
  })),
];

/**
 * Grievances to the Grievance Officer, newest first, by status (kept in the
 * address). An admin opens one to read it and send the answer, which is
 * e-mailed to the person; an open grievance past its due date is marked overdue.
 */
export default function AdminGrievancesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const [open, setOpen] = useState<AdminGrievance | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // When the page opened: what is overdue is judged once, not at every render.
  const [now] = useState(() => Date.now());

  const grievances = useInfiniteQuery({
    queryKey: grievanceKeys.list(status),
    queryFn: ({ pageParam }) => fetchGrievancePage(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const rows = grievances.data?.pages.flatMap((page) => page.items) ?? [];

  const setStatus = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set('status', value);
    else next.delete('status');
    setSearchParams(next, { replace: true });
  };

  const columns: AdminColumn<AdminGrievance>[] = [
    {
      key: 'reference',
      header: 'Reference',
      cell: (row) => (
        <div className={styles.stack}>
          <span className={styles.strong}>{row.reference}</span>
          <time className={styles.muted} dateTime={row.createdAt}>
            {formatDateTimeIN(row.createdAt)}
          </time>
        </div>
      ),
    },
    {
      key: 'from',
      header: 'From',
      cell: (row) => (
        <div className={styles.stack}>
          <span className={styles.strong}>{row.name}</span>
          <span className={styles.muted}>{row.email}</span>
        </div>
      ),
    },
    {
      key: 'grievance',
      header: 'Grievance',
      cell: (row) => (
        <div className={styles.stack}>
          <span className={styles.strong}>{row.subject}</span>
          <span className={styles.excerpt}>{row.message}</span>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => {
        const overdue = row.status === 'open' && new Date(row.dueAt).getTime() < now;
        return (
          <div className={styles.stack}>
            <span className={styles.badge} data-status={overdue ? 'overdue' : row.status}>
              {overdue ? 'Overdue' : GRIEVANCE_STATUS_LABELS[row.status]}
            </span>
            <span className={styles.muted}>
              {row.answeredAt
                ? `Answered ${formatDateTimeIN(row.answeredAt)}`
                : `Due ${formatDateTimeIN(row.dueAt)}`}
            </span>
          </div>
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${row.status === 'open' ? 'Answer' : 'Open'} grievance ${row.reference}`}
          onClick={() => setOpen(row)}
        >
          {row.status === 'open' ? 'Answer' : 'Open'}
        </Button>
      ),
    },
  ];

  return (
    <AdminLayout
      title="Grievances"
      description="Grievances to the Grievance Officer, newest first; each is answered by e-mail."
    >
      <div className={styles.filters} role="group" aria-label="Filter grievances">
        <SelectField
          label="Status"
          options={STATUS_FILTER}
          value={status ?? ''}
          onChange={(event) => setStatus(event.target.value)}
        />
      </div>
      {saved ? (
        <Alert tone="success" onDismiss={() => setSaved(null)}>
          {saved}
        </Alert>
      ) : null}
      <ListStates
        noun="grievances"
        loading={grievances.isPending}
        failed={grievances.isError && !grievances.isFetchNextPageError}
        onRetry={() => void grievances.refetch()}
        empty={grievances.isSuccess && rows.length === 0}
        emptyText={
          status
            ? 'No grievances with this status.'
            : 'No grievances yet. Grievances filed on the site appear here.'
        }
        hasMore={grievances.hasNextPage}
        loadingMore={grievances.isFetchingNextPage}
        loadMoreFailed={grievances.isFetchNextPageError}
        onLoadMore={() => void grievances.fetchNextPage()}
      >
        <AdminTable caption="Grievances" columns={columns} rows={rows} rowKey={(row) => row.id} />
      </ListStates>
      {open ? (
        <GrievanceDialog
          grievance={open}
          onClose={() => setOpen(null)}
          onAnswered={(answered) => {
            setOpen(null);
            setSaved(`The answer to ${answered.reference} was e-mailed to ${answered.email}.`);
            void queryClient.invalidateQueries({ queryKey: grievanceKeys.all });
          }}
        />
      ) : null}
    </AdminLayout>
  );
}
