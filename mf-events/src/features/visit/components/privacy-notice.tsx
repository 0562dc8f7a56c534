import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import { usePrivacyNotice } from '@club/platform/privacy/privacy-notice';
import { paths } from '@club/contract/site-pages';
import { ShieldCheck } from 'lucide-react';
import styles from '../visit.module.css';
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';

/**
 * The privacy notice the registration form shows, word for word the one the
 * membership registration shows (the same items and version), in the page's
 * language; registering records consent to it.
 */
export function PrivacyNotice() {
  const t = useT();
  const notice = usePrivacyNotice();
  return (
    <section
      className={styles.notice}
      aria-labelledby="privacy-notice-heading"
      data-notice-version={PRIVACY_NOTICE_VERSION}
    >
      <h2 id="privacy-notice-heading" className={styles.noticeHeading}>
        <ShieldCheck aria-hidden="true" focusable="false" />
        {t('events.visit.privacy.heading')}
      </h2>
      <dl className={styles.noticeItems}>
        {notice.map((item) => (
          <div key={item.id}>
            <dt>{item.heading}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>
        {withTags(t('events.visit.privacy.read'), {
          link: (text) => <a href={paths.legal('privacy-policy')}>{text}</a>,
        })}
      </p>
    </section>
  );
}
