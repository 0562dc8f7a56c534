/** A placeholder until this page is built. */
export default function MembersPage() {
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>Our Members</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
