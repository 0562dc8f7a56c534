import { PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import { paths } from '@club/contract/site-pages';
import { ShieldCheck } from 'lucide-react';
import { useGrievanceOfficer } from '@/features/connect/api/privacy-queries';
import styles from './privacy-notice.module.css';

/**
 * The itemised privacy notice every visitor sees before registering; registering
 * records consent to it with its version. The Grievance Officer's name and
 * address come from the API; until they load (or if they cannot) the item
 * says how to reach the officer through the grievance form.
 */
export function PrivacyNotice() {
  const officer = useGrievanceOfficer();
  return (
    <section
      className={styles.notice}
      aria-labelledby="privacy-notice-heading"
      data-notice-version={PRIVACY_NOTICE_VERSION}
    >
      <h3 id="privacy-notice-heading" className={styles.heading}>
        <ShieldCheck aria-hidden="true" focusable="false" />
        Privacy notice
      </h3>
      <dl className={styles.items}>
        {PRIVACY_NOTICE.map((item) => (
          <div key={item.heading} className={styles.item}>
            <dt>{item.heading}</dt>
            <dd>
              {item.heading === 'Grievance Officer' && officer.data ? (
                <>
                  {officer.data.name},{' '}
                  <a href={`mailto:${officer.data.email}`}>{officer.data.email}</a>, or the{' '}
                  <a href={paths.privacyGrievance()}>grievance form</a>; we answer within{' '}
                  {officer.data.answerWithinDays} days.
                </>
              ) : (
                item.text
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.more}>
        Read the full <a href={paths.legal('privacy-policy')}>Privacy Policy</a>. Listing in Our
        Members, lead-alert e-mails and the newsletter are optional: you can turn each on or off any
        time on My Account → Privacy.
      </p>
    </section>
  );
}
