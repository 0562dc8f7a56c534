import type { UserCompany } from '@club/contract/user';
import { formatPhone } from '@club/contract/format/phone';
import { useReferenceNames } from '@club/platform/reference/reference-names';
import { Lock } from 'lucide-react';
import { useT } from '../i18n';
import styles from './registration-info.module.css';

/** What the company gave at registration: shown, never edited here. */
export function RegistrationInfo({ company }: { company: UserCompany }) {
  const t = useT();
  const names = useReferenceNames();
  const membership = company.memberships[0];
  const rows: [string, string][] = [
    [t('member.profile.info.companyName'), company.name],
    [t('member.profile.info.category'), company.category ? names.category(company.category) : '—'],
    [
      t('member.profile.info.subcategory'),
      company.subcategory ? names.subcategory(company.subcategory) : '—',
    ],
    [t('member.profile.info.state'), company.state ? names.state(company.state) : '—'],
    [t('member.profile.info.email'), company.companyEmail],
    [t('member.profile.info.mobile'), formatPhone(company.countryCode, company.companyMobile)],
    [t('member.profile.info.gst'), company.gstNumber ?? t('member.profile.info.notGiven')],
    [t('member.profile.info.billingAddress'), company.billingAddress],
    [
      t('member.profile.info.membership'),
      membership
        ? `${membership.membershipType.name}${membership.isActive ? '' : ` (${membership.status})`}`
        : t('member.profile.info.noneYet'),
    ],
  ];
  return (
    <section className={styles.box} aria-labelledby="registration-info-heading">
      <h3 id="registration-info-heading" className={styles.heading}>
        <Lock aria-hidden="true" /> {t('member.profile.info.heading')}
      </h3>
      <p className={styles.note}>{t('member.profile.info.note')}</p>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
