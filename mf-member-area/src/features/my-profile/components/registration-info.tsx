import type { UserCompany } from '@club/contract/user';
import { formatPhone } from '@club/contract/format/phone';
import { Lock } from 'lucide-react';
import styles from './registration-info.module.css';

/** What the company gave at registration: shown, never edited here. */
export function RegistrationInfo({ company }: { company: UserCompany }) {
  const membership = company.memberships[0];
  const rows: [string, string][] = [
    ['Company name', company.name],
    ['Category', company.category?.name ?? '—'],
    ['Subcategory', company.subcategory?.name ?? '—'],
    ['State', company.state?.name ?? '—'],
    ['Email', company.companyEmail],
    ['Mobile', formatPhone(company.countryCode, company.companyMobile)],
    ['GST number', company.gstNumber ?? 'Not given'],
    ['Billing address', company.billingAddress],
    [
      'Membership',
      membership
        ? `${membership.membershipType.name}${membership.isActive ? '' : ` (${membership.status})`}`
        : 'None yet',
    ],
  ];
  return (
    <section className={styles.box} aria-labelledby="registration-info-heading">
      <h3 id="registration-info-heading" className={styles.heading}>
        <Lock aria-hidden="true" /> Registration details
      </h3>
      <p className={styles.note}>These were given at registration and cannot be changed here.</p>
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
