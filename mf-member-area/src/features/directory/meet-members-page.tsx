import { AccessGuard } from '@club/shared/session/access-guard';
import { useEffect } from 'react';

export default function MeetMembersPage() {
  useEffect(() => {
    document.title = 'Meet the Members | BizBridge Club';
  }, []);
  return (
    <AccessGuard>
      <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
        <h1>Meet the Members</h1>
        <p>This page is being prepared.</p>
      </section>
    </AccessGuard>
  );
}
