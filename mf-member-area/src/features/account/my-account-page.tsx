/** A placeholder until this page is built. */
export default function MyAccountPage() {
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>My Account</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
