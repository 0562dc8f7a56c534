import { ButtonLink } from '@club/ui/button';
import { SlideControls, useAutoAdvance, usePrefersReducedMotion } from '@club/ui/carousel';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { BusinessTotal } from './business-total';
import { HeroArt } from './hero-art';
import { HERO_SLIDES } from './hero-slides';
import styles from './hero.module.css';
import { paths } from '@club/contract/site-pages';
import { CLUB_NAME } from '@club/contract/copy/club';
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';

/** The hero's slogans rotate every 4 s with a 0.5 s fade. */
const HERO_ROTATION_MS = 4_000;
const HERO_FADE_MS = 500;

/** The slide on screen: the one the style sheet's rotation shows most. */
function slideOnScreen(slides: HTMLElement | null): number {
  const opacities = [...(slides?.children ?? [])].map(
    (slide) => Number(getComputedStyle(slide).opacity) || 0,
  );
  const most = Math.max(0, ...opacities);
  return Math.max(0, opacities.indexOf(most));
}

/**
 * The home page's opening banner and its one h1. The three slogans fade into
 * each other every 4 s; the rotation holds while hovered or focused, can be
 * paused with a button, and never runs under reduced motion.
 *
 * The page's HTML rotates them by its style sheet alone, with the same timing (a first
 * visit shows it before, or without, the page's code: the page starts its code when the
 * visitor heads for it). Once the code runs it takes the rotation over from the slogan
 * on screen.
 */
export function Hero() {
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = HERO_SLIDES.length;
  const [index, setIndex] = useAutoAdvance(count, HERO_ROTATION_MS, {
    paused: hovered || focused || stopped,
  });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
  };

  const slidesRef = useRef<HTMLDivElement>(null);
  // True in the server's HTML and until this code has taken over from it.
  const [styleRotation, setStyleRotation] = useState(true);
  useEffect(() => {
    /* eslint-disable react-hooks/set-state-in-effect -- the slogan on screen is read off the
       DOM (the style sheet's rotation), which only exists once the HTML is hydrated: the state
       can only follow it from an effect, once. */
    setIndex(slideOnScreen(slidesRef.current));
    setStyleRotation(false);
    /* eslint-enable react-hooks/set-state-in-effect */
    // Once, when the code takes over; setIndex is the same function throughout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fadeStyle = { '--hero-fade': `${HERO_FADE_MS}ms` } as CSSProperties;

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.inner}>
        <div
          className={styles.copy}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        >
          <h1 id="home-hero-title" className={styles.title}>
            <span className={styles.brand}>{CLUB_NAME}</span>
            <span className={styles.titleRest}> {t('marketing.home.hero.titleRest')}</span>
          </h1>

          <div
            ref={slidesRef}
            className={styles.slides}
            style={fadeStyle}
            data-rotation={styleRotation ? 'style' : undefined}
            role="region"
            aria-roledescription="carousel"
            aria-label={t('marketing.home.hero.slidesLabel')}
            data-testid="hero-slides"
          >
            {HERO_SLIDES.map((slide, slideIndex) => {
              const active = slideIndex === index;
              const Icon = slide.icon;
              return (
                <div
                  key={slide.id}
                  className={styles.slide}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('marketing.home.hero.slideOf', { index: slideIndex + 1, count })}
                  aria-hidden={active ? undefined : true}
                  inert={!active}
                  data-active={active || undefined}
                >
                  <p className={styles.eyebrow}>
                    <Icon aria-hidden="true" focusable="false" />
                    {t(slide.eyebrow)}
                  </p>
                  <p className={styles.headline}>
                    {t(slide.headline)}{' '}
                    <span className={styles.highlight}>{t(slide.highlight)}</span>
                  </p>
                  <p className={styles.support}>{t(slide.support)}</p>
                </div>
              );
            })}
          </div>

          <div className={styles.actions}>
            <ButtonLink
              to={paths.membership()}
              size="lg"
              className={styles.primaryAction}
              icon={<ArrowRight />}
              iconPosition="end"
            >
              {t('marketing.home.hero.beMember')}
            </ButtonLink>
            <p className={styles.explore}>
              {withTags(t('marketing.home.hero.explore'), {
                producers: (text) => (
                  <Link to={paths.producers()} className={styles.exploreLink}>
                    {text}
                  </Link>
                ),
                providers: (text) => (
                  <Link to={paths.providers()} className={styles.exploreLink}>
                    {text}
                  </Link>
                ),
              })}
            </p>
          </div>

          <BusinessTotal />

          <SlideControls
            className={styles.controls}
            tone="inverse"
            align="start"
            count={HERO_SLIDES.length}
            index={index}
            onSelect={setIndex}
            labels={{
              group: t('marketing.home.hero.chooseSlogan'),
              start: t('marketing.home.hero.playSlogans'),
              stop: t('marketing.home.hero.pauseSlogans'),
            }}
            {...(reducedMotion
              ? {}
              : { stopped, onToggleStopped: () => setStopped((value) => !value) })}
          />
        </div>

        <div className={styles.art} aria-hidden="true">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
