import { useEffect } from 'react';

export default function ContactPage() {
  useEffect(() => {
    document.title = 'Contact Us | BizBridge Club';
  }, []);
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>Contact Us</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
