/** A placeholder until this page is built. */
export default function MyProfilePage() {
  return (
    <section style={{ padding: '3rem 1rem', maxWidth: 1100, margin: '0 auto' }}>
      <h1>Company Profile</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
