import { REPLY_PROMISE_HOURS } from '@club/contract/copy/club';
import { Button } from '@club/ui/button';
import { Clock, MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../i18n';
import styles from './ask-expert-banner.module.css';

const loadInquiryModal = () =>
  import('../../../components/inquiry-modal/inquiry-modal').then((module) => ({
    default: module.InquiryModal,
  }));

/** The form (with its validation library) is fetched on first use, not with the page. */
const InquiryModal = lazy(loadInquiryModal);

const preload = () => {
  void loadInquiryModal();
};

/**
 * Fetches the form once the banner is near the screen, when the browser is
 * idle: preloading only on hover put the chunk's evaluation right in front of
 * the click that follows (an input delay of 100–200 ms at a phone-like CPU).
 */
function usePreloadNearby(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        idle =
          typeof requestIdleCallback === 'function'
            ? requestIdleCallback(preload, { timeout: 2000 })
            : window.setTimeout(preload, 200);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ref]);
}

/** A banner whose button opens the Ask an Expert form (spec 000 'Ask an Expert modal'). */
export function AskExpertBanner() {
  const t = useT();
  const bannerRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  const openModal = () => {
    setRequested(true);
    setOpen(true);
  };
  usePreloadNearby(bannerRef);

  return (
    <section ref={bannerRef} className={styles.banner} aria-labelledby="ask-expert-title">
      <div className={styles.inner}>
        <span className={styles.icon} aria-hidden="true">
          <MessageSquareText focusable="false" />
        </span>
        <div className={styles.text}>
          <h2 id="ask-expert-title" className={styles.title}>
            {t('marketing.home.askExpert.title')}
          </h2>
          <p className={styles.lead}>{t('marketing.home.askExpert.lead')}</p>
          <p className={styles.promise}>
            <Clock aria-hidden="true" focusable="false" />
            {t('marketing.home.askExpert.promise', { hours: REPLY_PROMISE_HOURS })}
          </p>
        </div>
        <Button
          size="lg"
          className={styles.button}
          onClick={openModal}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {t('marketing.home.askExpert.button')}
        </Button>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <InquiryModal
            open={open}
            onClose={() => setOpen(false)}
            title={t('marketing.home.askExpert.modalTitle')}
            kind="ask-an-expert"
            nameLabel={t('marketing.home.askExpert.nameLabel')}
            submitLabel={t('marketing.home.askExpert.submit')}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
