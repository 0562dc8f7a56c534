import { getErrorMessage, getErrorStatus } from '@club/platform/api/api-error';
import { usePageMeta } from '@club/platform/routes/page-meta';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Spinner } from '@club/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import NEWS_ADMIN_ROUTES, { newsAdminPaths } from '@/routes/route-manifest';
import { AdminLayout } from '../admin-shell/admin-layout';
import { adminMemberQueries } from '../api/admin-member-queries';
import { CompanyDetails } from './company-details';
import styles from './admin-member-company-page.module.css';

/** `./AdminMemberCompanyPage` (/admin/members/:id): one company and the actions on it. */
export default function AdminMemberCompanyPage() {
  const { id = '' } = useParams();
  const query = useQuery(adminMemberQueries.company(id));
  const notFound = query.isError && [400, 404].includes(getErrorStatus(query.error) ?? 0);
  const page = NEWS_ADMIN_ROUTES.pages.adminMemberCompany;
  // The tab is named after the company shown.
  usePageMeta({
    title: query.data
      ? `${query.data.company.name} · Back Office`
      : notFound
        ? 'Company not found · Back Office'
        : page.title,
    description: page.description,
  });
  return (
    <AdminLayout
      title={query.data?.company.name ?? 'Member company'}
      description={
        <Link to={newsAdminPaths.adminMembers()} className={styles.back}>
          <ArrowLeft size={14} aria-hidden="true" /> All members
        </Link>
      }
    >
      {query.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <Spinner label="Loading the company" />
        </div>
      ) : query.isError ? (
        <Alert
          tone="error"
          title={notFound ? 'This company does not exist' : 'The company could not be loaded'}
          actions={
            notFound ? null : (
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {getErrorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : (
        <CompanyDetails data={query.data} />
      )}
    </AdminLayout>
  );
}
