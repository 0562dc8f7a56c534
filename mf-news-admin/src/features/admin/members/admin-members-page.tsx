import { countOf } from '@club/contract/format/count';
import { adminMemberFiltersSchema, type AdminMemberFilters } from '@club/contract/admin-members';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Spinner } from '@club/ui/spinner';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminTable } from '@/components/admin-table/admin-table';
import { AdminLayout } from '../admin-shell/admin-layout';
import { adminMemberQueries } from '../api/admin-member-queries';
import { downloadMembersCsv } from '../api/admin-member-requests';
import { MEMBER_COLUMNS } from './member-columns';
import { MemberFilters } from './member-filters';
import styles from './admin-members-page.module.css';

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

/** `./AdminMembersPage` (/admin/members): every company, searchable, filtered, exportable. */
export default function AdminMembersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = useInfiniteQuery(adminMemberQueries.list(filters));
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
            columns={MEMBER_COLUMNS}
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
