import { AccessGuard } from '@club/shared/session/access-guard';
import { useEffect } from 'react';

export default function CreateLeadPage() {
  useEffect(() => {
    document.title = 'Create a Lead | BizBridge Club';
  }, []);
  return (
    <AccessGuard>
      <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
        <h1>Create a Lead</h1>
        <p>This page is being prepared.</p>
      </section>
    </AccessGuard>
  );
}
