import { translateContractText, useContractText } from '@club/ui/contract-messages';
import type { PublicMember } from '@club/contract/companies';
import { MESSAGES } from '@club/contract/copy/messages';
import { paths } from '@club/contract/site-pages';
import { useReferenceNames, type NameOf } from '@club/platform/reference/reference-names';
import { ButtonLink } from '@club/ui/button';
import { ArrowRight, BadgeCheck, MapPin, Tag } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CompanyLogo } from '@/components/directory/company-logo';
import { GstVerifiedBadge } from '@/components/directory/gst-verified-badge';
import { TypeBadge } from '@/components/directory/type-badge';
import { useT } from '../i18n';
import styles from './public-member-card.module.css';

/** Subcategory first, else category, else 'Not specified'; named by `names` (the page's language). */
export function categoryLine(
  member: Pick<PublicMember, 'subcategory' | 'category'>,
  names: { category: NameOf; subcategory: NameOf },
): string {
  if (member.subcategory) return names.subcategory(member.subcategory);
  if (member.category) return names.category(member.category);
  return translateContractText(MESSAGES.members.notSpecified);
}

/**
 * City and country, or the country alone, else 'Not specified' (in the page's language, once its
 * texts are in: the card that shows it redraws when they arrive).
 */
export function locationLine(member: Pick<PublicMember, 'city' | 'country'>): string {
  if (member.city && member.country) return `${member.city}, ${member.country}`;
  return member.country || translateContractText(MESSAGES.members.notSpecified);
}

/**
 * A member in Our Members: no contact details; the name opens the company's
 * page and Know More leads to the membership page.
 */
export function PublicMemberCard({ member }: { member: PublicMember }) {
  const t = useT();
  const names = useReferenceNames();
  const translate = useContractText();
  const headingId = useId();
  const name = member.name?.trim() || translate(MESSAGES.members.companyNameFallback);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.top}>
        <CompanyLogo name={member.name} url={member.profileImageUrl} />
        <div className={styles.badges}>
          <TypeBadge
            type={member.type}
            promoter={member.isActive && member.membershipType === 'Promoters'}
          />
          {member.isActive ? (
            <span className={styles.active}>
              <BadgeCheck aria-hidden="true" />
              {t('member.members.card.active')}
            </span>
          ) : null}
          {member.gstVerified ? <GstVerifiedBadge align="end" /> : null}
        </div>
      </div>
      <h2 id={headingId} className={styles.name}>
        <Link to={paths.memberCompany(member.id)} className={styles.nameLink}>
          {name}
        </Link>
      </h2>
      <ul className={styles.facts} role="list">
        <li>
          <Tag aria-hidden="true" />
          <span>{categoryLine(member, names)}</span>
        </li>
        <li>
          <MapPin aria-hidden="true" />
          <span>{locationLine(member)}</span>
        </li>
      </ul>
      <ButtonLink
        to={paths.membership()}
        variant="secondary"
        size="sm"
        icon={<ArrowRight />}
        iconPosition="end"
        className={styles.more}
        aria-label={t('member.members.card.moreLabel', { name })}
      >
        {t('member.members.card.more')}
      </ButtonLink>
    </article>
  );
}
