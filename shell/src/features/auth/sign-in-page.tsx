export function SignInPage() {
  return (
    <section style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>Sign In</h1>
    </section>
  );
}
