import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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
import { useCursorList } from '@/components/list-states/use-cursor-list';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { useFilterParams } from '@/lib/use-filter-params';
import { AdminLayout } from '../admin-shell/admin-layout';
import { fetchGrievancePage, grievanceKeys } from './api/grievance-requests';
import { GrievanceDialog } from './components/grievance-dialog';
import { FilterRow } from '../components/filter-row';
import view from '../components/message-view.module.css';
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
  const { searchParams, setFilter } = useFilterParams();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const [open, setOpen] = useState<AdminGrievance | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // When the page opened: what is overdue is judged once, not at every render.
  const [now] = useState(() => Date.now());
  const grievances = useCursorList(grievanceKeys.list(status), (cursor) =>
    fetchGrievancePage(status, cursor),
  );

  const columns: AdminColumn<AdminGrievance>[] = [
    {
      key: 'reference',
      header: 'Reference',
      cell: (row) => (
        <div className={view.stack}>
          <span className={view.strong}>{row.reference}</span>
          <time className={view.muted} dateTime={row.createdAt}>
            {formatIndianDateTime(row.createdAt)}
          </time>
        </div>
      ),
    },
    {
      key: 'from',
      header: 'From',
      cell: (row) => (
        <div className={view.stack}>
          <span className={view.strong}>{row.name}</span>
          <span className={view.muted}>{row.email}</span>
        </div>
      ),
    },
    {
      key: 'grievance',
      header: 'Grievance',
      cell: (row) => (
        <div className={view.stack}>
          <span className={view.strong}>{row.subject}</span>
          <span className={view.excerpt}>{row.message}</span>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => {
        const overdue = row.status === 'open' && new Date(row.dueAt).getTime() < now;
        return (
          <div className={view.stack}>
            <span
              className={`${view.badge} ${styles.status}`}
              data-status={overdue ? 'overdue' : row.status}
            >
              {overdue ? 'Overdue' : GRIEVANCE_STATUS_LABELS[row.status]}
            </span>
            <span className={view.muted}>
              {row.answeredAt
                ? `Answered ${formatIndianDateTime(row.answeredAt)}`
                : `Due ${formatIndianDateTime(row.dueAt)}`}
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
      <FilterRow as="div" role="group" aria-label="Filter grievances">
        <SelectField
          label="Status"
          options={STATUS_FILTER}
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
        />
      </FilterRow>
      {saved ? (
        <Alert tone="success" onDismiss={() => setSaved(null)}>
          {saved}
        </Alert>
      ) : null}
      <ListStates
        noun="grievances"
        {...grievances.states}
        emptyText={
          status
            ? 'No grievances with this status.'
            : 'No grievances yet. Grievances filed on the site appear here.'
        }
      >
        <AdminTable
          caption="Grievances"
          columns={columns}
          rows={grievances.rows}
          rowKey={(row) => row.id}
        />
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
