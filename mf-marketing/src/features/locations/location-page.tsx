import { useEffect } from 'react';

export default function LocationPage() {
  useEffect(() => {
    document.title = 'Our Locations | BizBridge Club';
  }, []);
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>Our Locations</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
