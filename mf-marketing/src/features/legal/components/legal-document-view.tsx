import { paths } from '@club/contract/site-pages';
import { formatIndianDate } from '@club/contract/india-time/format';
import { FileText } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NetworkArt } from '@/components/banner-art/network-art';
import { PageBanner } from '@/components/page-banner/page-banner';
import { LEGAL_DOCUMENTS } from '../data/legal-documents';
import type { LegalDocument } from '../data/legal-types';
import { LegalText } from './legal-text';
import styles from './legal-document-view.module.css';

/**
 * A policy: banner, a table of contents, the numbered sections and links to
 * the other policies. `extras` adds live content at the end of a section, by its id.
 */
export function LegalDocumentView({
  policy,
  extras = {},
}: {
  policy: LegalDocument;
  extras?: Partial<Record<string, ReactNode>>;
}) {
  const tocId = useId();
  const others = Object.values(LEGAL_DOCUMENTS).filter((other) => other.slug !== policy.slug);
  return (
    <>
      <PageBanner
        eyebrow="Legal"
        title={policy.title}
        lead={policy.lead}
        art={<NetworkArt icon={<FileText aria-hidden="true" />} />}
      />
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={tocId}>
          <p id={tocId} className={styles.tocTitle}>
            On this page
          </p>
          <ol role="list" className={styles.tocList}>
            {policy.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.document} aria-label={policy.title}>
          <p className={styles.updated}>
            Last updated:{' '}
            <time dateTime={policy.lastUpdated}>{formatIndianDate(policy.lastUpdated)}</time>
          </p>
          {policy.sections.map((section) => (
            <section key={section.id} id={section.id} className={styles.section}>
              <h2 className={styles.heading}>{section.heading}</h2>
              {section.body.map((block, index) =>
                typeof block === 'string' ? (
                  <p key={index} className={styles.paragraph}>
                    <LegalText text={block} />
                  </p>
                ) : (
                  <ul key={index} className={styles.bullets}>
                    {block.map((item) => (
                      <li key={item}>
                        <LegalText text={item} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
              {extras[section.id] ?? null}
            </section>
          ))}
          <aside className={styles.related} aria-label="Other policies">
            <p className={styles.relatedTitle}>Other policies</p>
            <ul role="list" className={styles.relatedList}>
              {others.map((other) => (
                <li key={other.slug}>
                  <Link to={paths.legal(other.slug)} className={styles.relatedLink}>
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </article>
      </div>
    </>
  );
}
