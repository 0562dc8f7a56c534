/** A placeholder until this page is built. */
export default function MembershipPage() {
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>Be a Member</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
