import { useEffect } from 'react';

export default function AboutPage() {
  useEffect(() => {
    document.title = 'About Us | BizBridge Club';
  }, []);
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>About Us</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
