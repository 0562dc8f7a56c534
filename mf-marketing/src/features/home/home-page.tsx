import { useEffect } from 'react';

export default function HomePage() {
  useEffect(() => {
    document.title = 'Producers and Providers, connected | BizBridge Club';
  }, []);
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>Producers and Providers, connected</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
