import { AccessGuard } from '@club/shared/session/access-guard';
import { useEffect } from 'react';

export default function MyCompassPage() {
  useEffect(() => {
    document.title = 'My Compass | BizBridge Club';
  }, []);
  return (
    <AccessGuard>
      <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
        <h1>My Compass</h1>
        <p>This page is being prepared.</p>
      </section>
    </AccessGuard>
  );
}
