import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import { usePrivacyNotice } from '@club/platform/privacy/privacy-notice';
import { paths } from '@club/contract/site-pages';
import { withTags } from '@club/ui/i18n';
import { ShieldCheck } from 'lucide-react';
import { useGrievanceOfficer } from '@/features/connect/api/privacy-queries';
import { useT } from '@/features/connect/i18n';
import styles from './privacy-notice.module.css';

/**
 * The itemised privacy notice every visitor sees before registering; registering
 * records consent to it with its version. The Grievance Officer's name and
 * address come from the API; until they load (or if they cannot) the item
 * says how to reach the officer through the grievance form.
 */
export function PrivacyNotice() {
  const t = useT();
  const officer = useGrievanceOfficer();
  const notice = usePrivacyNotice();
  return (
    <section
      className={styles.notice}
      aria-labelledby="privacy-notice-heading"
      data-notice-version={PRIVACY_NOTICE_VERSION}
    >
      <h3 id="privacy-notice-heading" className={styles.heading}>
        <ShieldCheck aria-hidden="true" focusable="false" />
        {t('onboarding.connect.privacy.heading')}
      </h3>
      <dl className={styles.items}>
        {notice.map((item) => (
          <div key={item.id} className={styles.item}>
            <dt>{item.heading}</dt>
            <dd>
              {item.id === 'grievance' && officer.data
                ? withTags(
                    t('onboarding.connect.privacy.officer', {
                      name: officer.data.name,
                      email: officer.data.email,
                      days: officer.data.answerWithinDays,
                    }),
                    {
                      mail: (text) => <a href={`mailto:${text}`}>{text}</a>,
                      form: (text) => <a href={paths.privacyGrievance()}>{text}</a>,
                    },
                  )
                : item.text}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.more}>
        {withTags(t('onboarding.connect.privacy.more'), {
          link: (text) => <a href={paths.legal('privacy-policy')}>{text}</a>,
        })}
      </p>
    </section>
  );
}
