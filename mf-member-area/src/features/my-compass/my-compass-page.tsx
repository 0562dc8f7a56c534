import { memberAreaPaths } from '@/routes/route-manifest';
import { DEFAULT_COMPASS_URL, getRuntimeConfig } from '@club/platform/config/runtime-config';
import { ButtonLink, buttonClassName } from '@club/ui/button';
import { Spinner } from '@club/ui/spinner';
import { Compass, ExternalLink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useT } from './i18n';
import styles from './my-compass-page.module.css';
import { MembershipNotice } from '@/components/membership-notice/membership-notice';

/**
 * `./MyCompassPage` (/my-compass): opens My Compass (the external site named
 * by `compassUrl` in config.json) in a new tab. A browser that blocks the tab
 * leaves the link to click.
 */
export default function MyCompassPage() {
  const t = useT();
  const compassUrl = getRuntimeConfig()?.compassUrl ?? DEFAULT_COMPASS_URL;
  const opened = useRef(false);

  useEffect(() => {
    // Once per visit, also when React runs the effect twice in development.
    if (opened.current) return;
    opened.current = true;
    window.open(compassUrl, '_blank', 'noopener,noreferrer');
  }, [compassUrl]);

  return (
    <>
      <MembershipNotice />
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="compass-heading">
          <span className={styles.icon} aria-hidden="true">
            <Compass />
          </span>
          <h1 id="compass-heading" className={styles.title}>
            {t('member.compass.heading')}
          </h1>
          <p className={styles.text} role="status">
            <Spinner size={16} decorative /> {t('member.compass.opens')}
          </p>
          <p className={styles.text}>{t('member.compass.noTab')}</p>
          <div className={styles.actions}>
            <a
              className={buttonClassName()}
              href={compassUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('member.compass.open')}
              <ExternalLink aria-hidden="true" className={styles.external} />
            </a>
            <ButtonLink to={memberAreaPaths.myAccount()} variant="secondary">
              {t('member.compass.back')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}
