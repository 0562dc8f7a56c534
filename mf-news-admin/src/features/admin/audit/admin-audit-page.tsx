import { useSearchParams } from 'react-router-dom';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_KINDS,
  type AuditEntry,
  type AuditKind,
} from '@club/contract/audit';
import { emailSchema } from '@club/contract/common';
import { AdminTable, type AdminColumn } from '@/components/admin-table/admin-table';
import { ListStates } from '@/components/list-states/list-states';
import { useCursorList } from '@/components/list-states/use-cursor-list';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { AdminLayout } from '../admin-shell/admin-layout';
import { auditKeys, fetchAuditPage, type AuditFilters as Filters } from './api/audit-requests';
import { AuditFilters } from './components/audit-filters';
import styles from './admin-audit-page.module.css';

const isKind = (value: string | null): value is AuditKind =>
  AUDIT_KINDS.some((kind) => kind === value);

const COLUMNS: AdminColumn<AuditEntry>[] = [
  {
    key: 'when',
    header: 'When',
    cell: (entry) => (
      <time className={styles.when} dateTime={entry.createdAt}>
        {formatIndianDateTime(entry.createdAt)}
      </time>
    ),
  },
  {
    key: 'who',
    header: 'Who',
    cell: (entry) => <span className={styles.wrap}>{entry.actorEmail}</span>,
  },
  {
    key: 'what',
    header: 'What',
    cell: (entry) => <span className={styles.action}>{AUDIT_ACTION_LABELS[entry.action]}</span>,
  },
  {
    key: 'subject',
    header: 'Subject',
    cell: (entry) => <span className={styles.wrap}>{entry.subjectTitle}</span>,
  },
  {
    key: 'detail',
    header: 'Reason or detail',
    cell: (entry) =>
      entry.detail ? (
        <span className={styles.wrap}>{entry.detail}</span>
      ) : (
        <span className={styles.none}>—</span>
      ),
  },
];

/** Every admin action, newest first, by kind of action and by admin (kept in the address). */
export default function AdminAuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const aboutParam = searchParams.get('about');
  const actorParam = emailSchema.safeParse(searchParams.get('actor') ?? '');
  const filters: Filters = {
    about: isKind(aboutParam) ? aboutParam : undefined,
    actor: actorParam.success ? actorParam.data : undefined,
  };

  const trail = useCursorList(auditKeys.list(filters), (cursor) => fetchAuditPage(filters, cursor));

  const setFilters = (next: Filters) => {
    const params = new URLSearchParams();
    if (next.about) params.set('about', next.about);
    if (next.actor) params.set('actor', next.actor);
    setSearchParams(params, { replace: true });
  };

  const filtered = Boolean(filters.about ?? filters.actor);

  return (
    <AdminLayout
      title="Audit trail"
      description="Every action of the admins and every export of data, newest first."
    >
      <AuditFilters filters={filters} onChange={setFilters} />
      <ListStates
        noun="audit entries"
        {...trail.states}
        emptyText={filtered ? 'No actions match these filters.' : 'No admin actions yet.'}
      >
        <AdminTable
          caption="Audit trail"
          columns={COLUMNS}
          rows={trail.rows}
          rowKey={(entry) => entry.id}
        />
      </ListStates>
    </AdminLayout>
  );
}
