import { DescriptiveServiceView } from './components/descriptive-service-view';
import { FrameworkServiceView } from './components/framework-service-view';
import { SERVICE_CATALOGUE } from './data/service-catalogue';
import type { ServiceSlug } from './data/service-types';

/** `./ServicePage`: one template for the Consult and CoServe service pages. */
export default function ServicePage({ service }: { service: ServiceSlug }) {
  const content = SERVICE_CATALOGUE[service];
  return content.kind === 'framework' ? (
    <FrameworkServiceView key={content.slug} service={content} />
  ) : (
    <DescriptiveServiceView key={content.slug} service={content} />
  );
}
