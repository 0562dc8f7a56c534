import { NotFoundNotice } from '../../components/not-found-notice/not-found-notice';
import { usePageMeta } from '../../hooks/use-page-meta';
import { DescriptiveServiceView } from './components/descriptive-service-view';
import { FrameworkServiceView } from './components/framework-service-view';
import { SERVICE_CATALOGUE } from './data/service-catalogue';
import { isServiceSlug, type ServiceContent } from './data/service-types';

interface ServicePageProps {
  /** From the route table: change-management, market-research, artificial-intelligence... */
  service?: string;
}

function ServiceView({ content }: { content: ServiceContent }) {
  usePageMeta(content.title, content.metaDescription);
  return content.kind === 'framework' ? (
    <FrameworkServiceView service={content} />
  ) : (
    <DescriptiveServiceView service={content} />
  );
}

/** `./ServicePage`: one template for the Consult and CoServe service pages. */
export default function ServicePage({ service = 'change-management' }: ServicePageProps) {
  if (!isServiceSlug(service)) return <NotFoundNotice />;
  const content = SERVICE_CATALOGUE[service];
  return <ServiceView key={content.slug} content={content} />;
}
