import { useEffect } from 'react';

export default function IndiaInsightsPage() {
  useEffect(() => {
    document.title = 'India Insights | BizBridge Club';
  }, []);
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>India Insights</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
