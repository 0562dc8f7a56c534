import { useId, type ReactNode } from 'react';
import styles from './cta-bar.module.css';

interface CtaBarProps {
  title: string;
  text?: ReactNode;
  /** Buttons or links. */
  children: ReactNode;
  /** Small decorative icon (lucide) beside the heading. */
  icon?: ReactNode;
}

/** Give the main action inside a CtaBar the saffron accent look (Button or ButtonLink className). */
export const ctaAccentClassName = styles.accentButton;

/** The call-to-action band at the bottom of a page: an h2, a line of text and actions. */
export function CtaBar({ title, text, children, icon }: CtaBarProps) {
  const headingId = useId();
  return (
    <section className={styles.wrap} aria-labelledby={headingId}>
      <div className={styles.bar}>
        <div className={styles.copy}>
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <div>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {text ? <p className={styles.text}>{text}</p> : null}
          </div>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
