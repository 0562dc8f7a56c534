import { useContractText } from '@club/ui/contract-messages';
import { useQuery } from '@tanstack/react-query';
import { getErrorStatus } from '@club/platform/api/api-error';
import type { MemberCompanyContacts, MemberCompanyPage } from '@club/contract/companies';
import { MESSAGES } from '@club/contract/copy/messages';
import { usePageMeta } from '@club/platform/routes/page-meta';
import { paths } from '@club/contract/site-pages';
import { Alert } from '@club/ui/alert';
import { Button, ButtonLink } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import {
  ArrowLeft,
  ArrowRight,
  BadgeCheck,
  Lock,
  MapPin,
  SearchX,
  Tag,
  UserRound,
} from 'lucide-react';
import { CompanyLogo } from '@/components/directory/company-logo';
import { ContactLines } from '@/components/directory/contact-lines';
import { useReferenceNames } from '@club/platform/reference/reference-names';
import { categoryLine, locationLine } from './components/public-member-card';
import { TypeBadge } from '@/components/directory/type-badge';
import { memberCompanyQuery } from './queries';
import { CLUB_NAME } from '@club/contract/copy/club';
import { useT } from './i18n';
import styles from './member-company-page.module.css';

/** How to reach the company, as Meet the Members shows it. */
function Contacts({ contacts }: { contacts: MemberCompanyContacts }) {
  return (
    <ul className={styles.contacts} role="list">
      {contacts.ownerName ? (
        <li>
          <UserRound aria-hidden="true" />
          <span>{contacts.ownerName}</span>
        </li>
      ) : null}
      <ContactLines contacts={contacts} />
    </ul>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.chips} role="list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function CompanyProfile({ company }: { company: MemberCompanyPage }) {
  const t = useT();
  const translate = useContractText();
  const names = useReferenceNames();
  const name = company.name?.trim() || translate(MESSAGES.members.companyNameFallback);
  return (
    <article className={styles.card} aria-labelledby="member-company-name">
      <header className={styles.header}>
        <CompanyLogo name={company.name} url={company.profileImageUrl} size="lg" />
        <div className={styles.identity}>
          <div className={styles.badges}>
            <TypeBadge
              type={company.type}
              promoter={company.isActive && company.membershipType === 'Promoters'}
            />
            {company.isActive ? (
              <span className={styles.active}>
                <BadgeCheck aria-hidden="true" />
                {t('member.members.card.active')}
              </span>
            ) : null}
          </div>
          <h1 id="member-company-name" className={styles.name}>
            {name}
          </h1>
          <ul className={styles.facts} role="list">
            <li>
              <Tag aria-hidden="true" />
              <span>{categoryLine(company, names)}</span>
            </li>
            <li>
              <MapPin aria-hidden="true" />
              <span>{locationLine(company)}</span>
            </li>
          </ul>
        </div>
      </header>
      {company.brief ? (
        <section className={styles.section} aria-label={t('member.members.company.about')}>
          <p className={styles.brief}>{company.brief}</p>
        </section>
      ) : null}
      <ListSection title={t('member.members.company.products')} items={company.coreProducts} />
      <ListSection title={t('member.members.company.clients')} items={company.clients} />
      <section className={styles.section} aria-labelledby="member-company-contacts">
        <h2 id="member-company-contacts" className={styles.sectionTitle}>
          {t('member.members.company.contact')}
        </h2>
        {company.contacts ? (
          <Contacts contacts={company.contacts} />
        ) : (
          <div className={styles.locked}>
            <Lock aria-hidden="true" />
            <p>{translate(MESSAGES.members.contactsForMembers)}</p>
            <ButtonLink
              to={paths.membership()}
              variant="secondary"
              size="sm"
              icon={<ArrowRight />}
              iconPosition="end"
            >
              {t('member.members.card.more')}
            </ButtonLink>
          </div>
        )}
      </section>
    </article>
  );
}

function LoadingProfile() {
  const t = useT();
  return (
    <div className={styles.card} aria-busy="true">
      <p role="status" className={styles.visuallyHidden}>
        {t('member.members.company.loading')}
      </p>
      <div className={styles.header} aria-hidden="true">
        <Skeleton width={72} height={72} radius={12} />
        <div className={styles.identity}>
          <Skeleton width="35%" height={18} />
          <Skeleton width="70%" height={28} />
          <Skeleton width="50%" height={14} />
        </div>
      </div>
      <div aria-hidden="true" className={styles.identity}>
        <Skeleton width="100%" height={14} />
        <Skeleton width="85%" height={14} />
      </div>
    </div>
  );
}

/**
 * `./MemberCompanyPage` (/members/:id, public): one member company, as its
 * directory card shows it plus its brief, products and clients; active members
 * also see how to reach it. An id that is not a listed member is 'Member not found'.
 */
export default function MemberCompanyPage({ id }: { id: string }) {
  const t = useT();
  const translate = useContractText();
  const names = useReferenceNames();
  const company = useQuery(memberCompanyQuery(id));
  const status = company.isError ? getErrorStatus(company.error) : undefined;
  const notFound = status === 404 || status === 400;
  const name = company.data?.name?.trim();
  usePageMeta({
    title:
      name ||
      (notFound ? translate(MESSAGES.members.companyNotFound) : t('member.members.company.title')),
    description: name
      ? t('member.members.company.description', {
          name,
          category: categoryLine(company.data ?? { subcategory: null, category: null }, names),
          location: locationLine(company.data ?? { city: null, country: null }),
          club: CLUB_NAME,
        })
      : t('member.members.company.descriptionDefault', { club: CLUB_NAME }),
  });

  return (
    <div className={styles.page}>
      <nav aria-label={t('member.members.company.back')} className={styles.back}>
        <ButtonLink to={paths.members()} variant="ghost" size="sm" icon={<ArrowLeft />}>
          {t('member.members.company.ourMembers')}
        </ButtonLink>
      </nav>
      {company.isPending ? (
        <LoadingProfile />
      ) : notFound ? (
        <div className={styles.notFound}>
          <span className={styles.notFoundIcon} aria-hidden="true">
            <SearchX />
          </span>
          <h1 className={styles.notFoundTitle}>{translate(MESSAGES.members.companyNotFound)}</h1>
          <p>{translate(MESSAGES.members.companyNotFoundText)}</p>
          <ButtonLink to={paths.members()} variant="secondary" size="sm">
            {t('member.members.company.seeAll')}
          </ButtonLink>
        </div>
      ) : company.isError ? (
        <>
          <h1 className={styles.visuallyHidden}>{t('member.members.company.title')}</h1>
          <Alert
            tone="error"
            title={MESSAGES.members.errorHeading}
            actions={
              <Button size="sm" variant="secondary" onClick={() => void company.refetch()}>
                {t('member.members.company.tryAgain')}
              </Button>
            }
          >
            {MESSAGES.members.companyLoadFailed}
          </Alert>
        </>
      ) : (
        <CompanyProfile company={company.data} />
      )}
    </div>
  );
}
