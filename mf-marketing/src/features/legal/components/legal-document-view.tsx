import { paths } from '@club/contract/site-pages';
import { formatIndianDate } from '@club/contract/india-time/format';
import { FileText } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { withTags } from '@club/ui/i18n';
import { Link } from 'react-router-dom';
import { NetworkArt } from '@/components/banner-art/network-art';
import { PageBanner } from '@/components/page-banner/page-banner';
import { LEGAL_SOURCES, translateDocument } from '../data/legal-documents';
import type { LegalDocumentSource } from '../data/legal-types';
import { useT } from '../i18n';
import { LegalText } from './legal-text';
import { TranslationNote } from './translation-note';
import styles from './legal-document-view.module.css';

/**
 * A policy: banner, a table of contents, the numbered sections and links to
 * the other policies. `extras` adds live content at the end of a section, by its id.
 */
export function LegalDocumentView({
  policy: source,
  extras = {},
}: {
  policy: LegalDocumentSource;
  extras?: Partial<Record<string, ReactNode>>;
}) {
  const t = useT();
  const tocId = useId();
  const policy = translateDocument(source, t);
  const others = Object.values(LEGAL_SOURCES)
    .filter((other) => other.slug !== policy.slug)
    .map((other) => ({ slug: other.slug, title: t(other.title) }));
  return (
    <>
      <PageBanner
        eyebrow={t('marketing.legal.eyebrow')}
        title={policy.title}
        lead={policy.lead}
        art={<NetworkArt icon={<FileText aria-hidden="true" />} />}
      />
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={tocId}>
          <p id={tocId} className={styles.tocTitle}>
            {t('marketing.legal.toc')}
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
          <TranslationNote />
          <p className={styles.updated}>
            {withTags(
              t('marketing.legal.updated', { date: formatIndianDate(policy.lastUpdated) }),
              { date: (text) => <time dateTime={policy.lastUpdated}>{text}</time> },
            )}
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
          <aside className={styles.related} aria-label={t('marketing.legal.related')}>
            <p className={styles.relatedTitle}>{t('marketing.legal.related')}</p>
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
