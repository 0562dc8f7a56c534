import { ButtonLink } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import { afterNextPaint } from '@club/ui/page-state';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ConnectArea } from '../data/connect-area';
import { useT } from '../i18n';
import { AreaArt } from './area-art';
import artStyles from './area-art.module.css';
import styles from './area-modal.module.css';
import { paths } from '@club/contract/site-pages';

interface AreaModalProps {
  /** The area shown; null when closed. */
  area: ConnectArea | null;
  /** 'Manufacturing Overview' or 'Service Overview'. */
  overviewHeading: string;
  onClose: () => void;
}

/**
 * An area's details: picture, title, subtitle, overview and four feature
 * cards. The shared Modal closes on X, backdrop and Escape and locks scroll.
 */
export function AreaModal({ area, overviewHeading, onClose }: AreaModalProps) {
  const t = useT();
  const startRef = useRef<HTMLDivElement>(null);
  // The dialog (title, summary, Close, Be a Member) shows in the frame of the tap; the
  // picture, overview and cards follow in the next, while the panel rises in. Drawn in
  // the tap too, they kept the tap from painting for about 240 ms at a phone's CPU
  // (the first dialog also restyles the whole page behind it); now about 145 ms.
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  useEffect(() => {
    if (!area) return undefined;
    return afterNextPaint(() => setDetailsOf(area.key));
  }, [area]);
  const showDetails = area !== null && detailsOf === area.key;
  return (
    <Modal
      open={area !== null}
      onClose={onClose}
      title={area ? t(area.title) : undefined}
      description={area ? t(area.subtitle) : undefined}
      size="lg"
      initialFocusRef={startRef}
      footer={
        <ButtonLink to={paths.membership()} icon={<ArrowRight />} iconPosition="end">
          {t('marketing.connect.beMember')}
        </ButtonLink>
      }
    >
      {area ? (
        // Focusable (and focused on open), so the keyboard can scroll long content.
        <div ref={startRef} tabIndex={0} className={`${styles.content} ${artStyles[area.palette]}`}>
          {showDetails ? <AreaDetails area={area} overviewHeading={overviewHeading} /> : null}
        </div>
      ) : null}
    </Modal>
  );
}

/** The picture, overview and feature cards of an open area. */
function AreaDetails({ area, overviewHeading }: { area: ConnectArea; overviewHeading: string }) {
  const t = useT();
  return (
    <>
      <AreaArt area={area} variant="banner" />
      <h3 className={styles.heading}>{overviewHeading}</h3>
      <p className={styles.overview}>{t(area.overview)}</p>
      <h3 className={styles.heading}>{t('marketing.connect.howClubHelps')}</h3>
      <ul role="list" className={styles.features}>
        {area.features.map((feature) => {
          const Icon = feature.icon;
          return (
            <li key={feature.title} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                <Icon focusable="false" />
              </span>
              <h4 className={styles.featureTitle}>{t(feature.title)}</h4>
              <p className={styles.featureText}>{t(feature.text)}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
