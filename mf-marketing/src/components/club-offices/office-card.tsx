import { MapPin, Phone } from 'lucide-react';
import type { ClubOffice } from '@club/contract/copy/club';
import styles from './office-card.module.css';

interface OfficeCardProps {
  office: ClubOffice;
  /** Default 'h3'. */
  headingLevel?: 'h2' | 'h3';
}

/** One office of the club: its name, postal address and phone. */
export function OfficeCard({ office, headingLevel = 'h3' }: OfficeCardProps) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <p className={styles.label}>{office.label}</p>
      <Heading className={styles.place}>{office.place}</Heading>
      <address className={styles.address}>
        <span className={styles.row}>
          <MapPin className={styles.icon} aria-hidden="true" />
          <span>
            {office.addressLines.map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
          </span>
        </span>
        <span className={styles.row}>
          <Phone className={styles.icon} aria-hidden="true" />
          <a href={office.phoneHref} className={styles.link}>
            {office.phone}
          </a>
        </span>
      </address>
    </article>
  );
}
