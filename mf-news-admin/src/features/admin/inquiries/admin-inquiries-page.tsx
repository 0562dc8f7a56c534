import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  INQUIRY_KIND_LABELS,
  INQUIRY_KINDS,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type AdminInquiry,
  type InquiryKind,
  type InquiryStatus,
} from '@club/contract/inquiries';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField } from '@club/ui/form-field';
import { AdminTable, type AdminColumn } from '@/components/admin-table/admin-table';
import { ListStates } from '@/components/list-states/list-states';
import { useCursorList } from '@/components/list-states/use-cursor-list';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { useFilterParams } from '@/lib/use-filter-params';
import { AdminLayout } from '../admin-shell/admin-layout';
import { fetchInquiryPage, inquiryKeys, type InquiryFilters } from './api/inquiry-requests';
import { InquiryDialog } from './components/inquiry-dialog';
import { FilterRow } from '../components/filter-row';
import view from '../components/message-view.module.css';
import styles from './admin-inquiries-page.module.css';

const isStatus = (value: string | null): value is InquiryStatus =>
  INQUIRY_STATUSES.some((status) => status === value);
const isKind = (value: string | null): value is InquiryKind =>
  INQUIRY_KINDS.some((kind) => kind === value);

const STATUS_FILTER = [
  { value: '', label: 'All statuses' },
  ...INQUIRY_STATUSES.map((status) => ({ value: status, label: INQUIRY_STATUS_LABELS[status] })),
];
const KIND_FILTER = [
  { value: '', label: 'All forms' },
  ...INQUIRY_KINDS.map((kind) => ({ value: kind, label: INQUIRY_KIND_LABELS[kind] })),
];

function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span className={`${view.badge} ${styles.status}`} data-status={status}>
      {INQUIRY_STATUS_LABELS[status]}
    </span>
  );
}

/** How many replies went out, and the last one's author and time. */
function RepliesSummary({ replies }: { replies: AdminInquiry['replies'] }) {
  const last = replies.at(-1);
  if (!last) return null;
  return (
    <span className={styles.note}>
      {replies.length === 1 ? '1 reply' : `${replies.length} replies`}, last by {last.sentBy} on{' '}
      <time dateTime={last.sentAt}>{formatIndianDateTime(last.sentAt)}</time>
    </span>
  );
}

/**
 * The club's inbox: the messages of the three forms, newest first, by status
 * and form (kept in the address, so a link can open the new ones). An admin
 * opens one to read it in full, reply (e-mailed from the club, kept on the
 * inquiry), and set its status and notes.
 */
export default function AdminInquiriesPage() {
  const { searchParams, setFilter } = useFilterParams();
  const statusParam = searchParams.get('status');
  const kindParam = searchParams.get('kind');
  const filters: InquiryFilters = {
    status: isStatus(statusParam) ? statusParam : undefined,
    kind: isKind(kindParam) ? kindParam : undefined,
  };
  const [open, setOpen] = useState<AdminInquiry | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const inquiries = useCursorList(inquiryKeys.list(filters), (cursor) =>
    fetchInquiryPage(filters, cursor),
  );

  const columns: AdminColumn<AdminInquiry>[] = [
    {
      key: 'received',
      header: 'Received',
      cell: (row) => (
        <time className={styles.when} dateTime={row.createdAt}>
          {formatIndianDateTime(row.createdAt)}
        </time>
      ),
    },
    {
      key: 'from',
      header: 'From',
      cell: (row) => (
        <div className={view.stack}>
          <span className={view.strong}>{row.name}</span>
          <span className={view.muted}>{row.email}</span>
          {row.companyName ? <span className={view.muted}>{row.companyName}</span> : null}
        </div>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      cell: (row) => (
        <div className={view.stack}>
          <span className={view.strong}>
            {INQUIRY_KIND_LABELS[row.kind]}
            {row.subject ? `: ${row.subject}` : ''}
          </span>
          <span className={view.excerpt}>{row.message}</span>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <div className={view.stack}>
          <StatusBadge status={row.status} />
          <RepliesSummary replies={row.replies} />
          {row.notes ? <span className={styles.note}>Note: {row.notes}</span> : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className={styles.rowActions}>
          {/* The names start with the visible word, so voice control finds them by it. */}
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Open the inquiry from ${row.name}`}
            onClick={() => setOpen(row)}
          >
            Open
          </Button>
        </div>
      ),
    },
  ];

  const filtered = Boolean(filters.status ?? filters.kind);

  return (
    <AdminLayout
      title="Inquiries"
      description="Messages from Ask an Expert, Get Expert Help and Contact Us, newest first."
    >
      <FilterRow as="div" role="group" aria-label="Filter inquiries">
        <SelectField
          label="Status"
          options={STATUS_FILTER}
          value={filters.status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        <SelectField
          label="Form"
          options={KIND_FILTER}
          value={filters.kind ?? ''}
          onChange={(event) => setFilter('kind', event.target.value)}
        />
      </FilterRow>
      {saved ? (
        <Alert tone="success" onDismiss={() => setSaved(null)}>
          {saved}
        </Alert>
      ) : null}
      <ListStates
        noun="inquiries"
        {...inquiries.states}
        emptyText={
          filtered
            ? 'No inquiries match these filters.'
            : 'No inquiries yet. Messages sent from the site appear here.'
        }
      >
        <AdminTable
          caption="Inquiries"
          columns={columns}
          rows={inquiries.rows}
          rowKey={(row) => row.id}
        />
      </ListStates>
      {open ? (
        <InquiryDialog
          inquiry={open}
          onClose={() => setOpen(null)}
          onReplied={(updated) => {
            setOpen(updated);
            void queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
          }}
          onSaved={(updated) => {
            setOpen(null);
            setSaved(
              `The inquiry from ${updated.name} is ${INQUIRY_STATUS_LABELS[updated.status].toLowerCase()}.`,
            );
            void queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
          }}
        />
      ) : null}
    </AdminLayout>
  );
}
