import { useEffect } from 'react';

export default function MembershipPage() {
  useEffect(() => {
    document.title = 'Be a Member | BizBridge Club';
  }, []);
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>Be a Member</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
