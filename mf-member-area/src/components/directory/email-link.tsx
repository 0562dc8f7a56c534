import styles from './email-link.module.css';

/**
 * An e-mail address as a mailto link that breaks only at the "@": each half
 * stays whole (never "example.i / n"), and a half longer than the line ends
 * in an ellipsis while the link, its name and its title keep the full address.
 */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  return (
    <a
      href={`mailto:${email}`}
      className={[styles.email, className].filter(Boolean).join(' ')}
      aria-label={email}
      title={email}
    >
      <span className={styles.part}>{local}</span>
      {domain ? (
        <>
          <wbr />
          <span className={styles.part}>{domain}</span>
        </>
      ) : null}
    </a>
  );
}
