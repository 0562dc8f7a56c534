import { useEffect } from 'react';

export default function NewsManager() {
  useEffect(() => {
    document.title = 'News Manager | BizBridge Club';
  }, []);
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>News Manager</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
