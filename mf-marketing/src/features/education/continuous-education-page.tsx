import { useEffect } from 'react';

export default function ContinuousEducationPage() {
  useEffect(() => {
    document.title = 'Continuous Education | BizBridge Club';
  }, []);
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>Continuous Education</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
