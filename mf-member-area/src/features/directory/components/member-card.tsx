import type { MemberCompany } from '@club/shared/contract/companies';
import { formatPhoneDisplay } from '@club/shared/format/phone';
import { Globe, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import { paths } from '@club/shared/routes/site-routes';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CompanyLogo } from './company-logo';
import { TypeBadge } from './type-badge';
import styles from './member-card.module.css';

function uniqueValues(values: (string | null)[]): string[] {
  return [...new Set(values.map((value) => value?.trim() ?? '').filter(Boolean))];
}

/** A member in Meet the Members: who they are, what they do, and how to reach them. */
export function MemberCard({ member }: { member: MemberCompany }) {
  const headingId = useId();
  const phones = uniqueValues([member.primaryPhone, member.contactNumber]).map(formatPhoneDisplay);
  const emails = uniqueValues([member.primaryEmail, member.email]);
  const location = uniqueValues([member.city, member.state]).join(', ');
  const category = uniqueValues([member.subcategory, member.category]).join(' · ');
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <CompanyLogo name={member.name} url={member.profileImageUrl} size="lg" />
        <div className={styles.identity}>
          <div className={styles.badges}>
            <TypeBadge type={member.type} promoter={member.membership?.name === 'Promoters'} />
          </div>
          <h2 id={headingId} className={styles.name}>
            <Link to={paths.memberCompany(member.id)} className={styles.nameLink}>
              {member.name}
            </Link>
          </h2>
          {category ? <p className={styles.category}>{category}</p> : null}
        </div>
      </header>
      {member.brief ? <p className={styles.brief}>{member.brief}</p> : null}
      <ul className={styles.facts} role="list">
        {member.ownerName ? (
          <li>
            <UserRound aria-hidden="true" />
            <span>{member.ownerName}</span>
          </li>
        ) : null}
        {location ? (
          <li>
            <MapPin aria-hidden="true" />
            <span>{location}</span>
          </li>
        ) : null}
        {phones.map((phone) => (
          <li key={phone}>
            <Phone aria-hidden="true" />
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </li>
        ))}
        {emails.map((email) => (
          <li key={email}>
            <Mail aria-hidden="true" />
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        ))}
        {member.website ? (
          <li>
            <Globe aria-hidden="true" />
            <a href={member.website} target="_blank" rel="noopener noreferrer">
              {member.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
            </a>
          </li>
        ) : null}
      </ul>
      {member.coreProducts.length > 0 ? (
        <ul className={styles.products} role="list" aria-label={`Core products of ${member.name}`}>
          {member.coreProducts.slice(0, 5).map((product) => (
            <li key={product}>{product}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
