import { useEffect } from 'react';

interface LegalPageProps {
  /** Which policy: terms-of-use, privacy-policy, refund-policy or cancellation-policy. */
  document?: string;
}

function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export default function LegalPage({ document: slug = 'terms-of-use' }: LegalPageProps) {
  const heading = titleFromSlug(slug);
  useEffect(() => {
    window.document.title = `${heading} | BizBridge Club`;
  }, [heading]);
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>{heading}</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
