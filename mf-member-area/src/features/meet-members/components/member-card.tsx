import type { MemberCompany } from '@club/contract/companies';
import { Handshake, MapPin, UserRound } from 'lucide-react';
import { paths, proposeOneToOnePath } from '@club/contract/site-pages';
import { useSessionStore } from '@club/platform/session/session-store';
import { useReferenceNames } from '@club/platform/reference/reference-names';
import { ButtonLink } from '@club/ui/button';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CompanyLogo } from '@/components/directory/company-logo';
import { ContactLines, uniqueValues } from '@/components/directory/contact-lines';
import { GstVerifiedBadge } from '@/components/directory/gst-verified-badge';
import { TypeBadge } from '@/components/directory/type-badge';
import { useT } from '../i18n';
import styles from './member-card.module.css';

/** A member in Meet the Members: who they are, what they do, and how to reach them. */
export function MemberCard({ member }: { member: MemberCompany }) {
  const t = useT();
  const headingId = useId();
  const ownCompanyId = useSessionStore((state) => state.profile?.companies[0]?.id);
  const names = useReferenceNames();
  const location = uniqueValues([member.city, member.state && names.state(member.state)]).join(
    ', ',
  );
  const category = uniqueValues([
    member.subcategory && names.subcategory(member.subcategory),
    member.category && names.category(member.category),
  ]).join(' · ');
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <CompanyLogo name={member.name} url={member.profileImageUrl} size="lg" />
        <div className={styles.identity}>
          <div className={styles.badges}>
            <TypeBadge type={member.type} promoter={member.membership?.name === 'Promoters'} />
            {member.gstVerified ? <GstVerifiedBadge /> : null}
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
        <ContactLines contacts={member} />
      </ul>
      {member.coreProducts.length > 0 ? (
        <ul
          className={styles.products}
          role="list"
          aria-label={t('member.meetMembers.card.products', { name: member.name })}
        >
          {member.coreProducts.slice(0, 5).map((product) => (
            <li key={product}>{product}</li>
          ))}
        </ul>
      ) : null}
      {member.id !== ownCompanyId && member.membership ? (
        <ButtonLink
          to={proposeOneToOnePath(member.id)}
          variant="secondary"
          size="sm"
          icon={<Handshake />}
          className={styles.oneToOne}
          aria-label={t('member.meetMembers.card.proposeLabel', { name: member.name })}
        >
          {t('member.meetMembers.card.propose')}
        </ButtonLink>
      ) : null}
    </article>
  );
}
