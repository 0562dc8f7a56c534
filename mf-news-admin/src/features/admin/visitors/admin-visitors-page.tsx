import { useQuery } from '@tanstack/react-query';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { AdminLayout } from '../admin-shell/admin-layout';
import { visitorPipelineQuery } from './api/visitor-pipeline-queries';
import { ChapterPipeline } from './components/chapter-pipeline';
import { ConversionTable } from './components/conversion-table';
import styles from './admin-visitors-page.module.css';

/** `./AdminVisitorsPage` (/admin/visitors): each chapter's visitors by stage, and conversion. */
export default function AdminVisitorsPage() {
  const pipeline = useQuery(visitorPipelineQuery);
  return (
    <AdminLayout
      title="Visitors"
      description="Guests members invited to chapter meetings, from invitation to membership."
    >
      {pipeline.isError ? (
        <Alert
          tone="error"
          title="The visitors could not be loaded."
          actions={
            <Button variant="secondary" size="sm" onClick={() => void pipeline.refetch()}>
              Retry
            </Button>
          }
        >
          Please check your connection and try again.
        </Alert>
      ) : pipeline.isPending ? (
        <div aria-busy="true" aria-label="Loading the visitors" className={styles.stack}>
          <Skeleton height="6rem" />
          <Skeleton height="14rem" />
        </div>
      ) : pipeline.data.chapters.length === 0 ? (
        <Alert tone="info" title="No visitors yet">
          When members invite guests to their chapter&apos;s meetings, each guest shows here with
          their stage.
        </Alert>
      ) : (
        <div className={styles.stack}>
          <section aria-labelledby="conversion-heading" className={styles.stack}>
            <h2 id="conversion-heading" className={styles.sectionTitle}>
              Conversion per chapter and month
            </h2>
            <ConversionTable rows={pipeline.data.conversion} />
          </section>
          <section aria-labelledby="pipeline-heading" className={styles.stack}>
            <h2 id="pipeline-heading" className={styles.sectionTitle}>
              Pipeline per chapter
            </h2>
            {pipeline.data.chapters.map((chapter) => (
              <ChapterPipeline key={chapter.chapter.id} pipeline={chapter} />
            ))}
          </section>
        </div>
      )}
    </AdminLayout>
  );
}
