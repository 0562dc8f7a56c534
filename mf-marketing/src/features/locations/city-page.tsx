import { useEffect } from 'react';

interface CityPageProps {
  city?: string;
}

function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export default function CityPage({ city = 'vadodara' }: CityPageProps) {
  const heading = titleFromSlug(city);
  useEffect(() => {
    document.title = `${heading} | BizBridge Club`;
  }, [heading]);
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>{heading}</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
