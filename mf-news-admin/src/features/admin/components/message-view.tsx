import styles from './message-view.module.css';

/** The facts of a message (received, e-mail, phone...): those without a value are left out. */
export function MessageDetails({ details }: { details: [term: string, value: string | null][] }) {
  return (
    <dl className={styles.details}>
      {details
        .filter((entry): entry is [string, string] => Boolean(entry[1]))
        .map(([term, value]) => (
          <div key={term} className={styles.detail}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A text as it was written (line breaks kept), under its heading. */
export function MessageText({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h3 className={styles.messageTitle}>{title}</h3>
      <p className={styles.message}>{text}</p>
    </>
  );
}
