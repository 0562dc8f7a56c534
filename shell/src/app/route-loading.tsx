import { PageLoading } from '@/components/page-loading';
import { useT } from '@/i18n';

/**
 * The spinner in place of a page still on its way, named in the page's language. The build
 * also renders it on its own, as a prerendered page's stand-in when the remote's HTML is late.
 */
export function RouteLoading() {
  const t = useT();
  return <PageLoading label={t('shell.page-loading')} />;
}
