import { ButtonLink } from '@club/ui/button';
import { ArrowRight, Handshake, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NetworkArt } from '@/components/banner-art/network-art';
import { CardGrid } from '@/components/card-grid/card-grid';
import { CtaBar, ctaAccentClassName } from '@/components/cta-bar/cta-bar';
import { FeatureCard } from '@/components/feature-card/feature-card';
import { PageBanner } from '@/components/page-banner/page-banner';
import { Section } from '@/components/section/section';
import { StatList } from '@/components/stat-list/stat-list';
import { CLUB_STATS, CLUB_VALUES, OFFERINGS, PURPOSE_PARAGRAPHS } from './data/about-content';
import styles from './about-page.module.css';
import sectionTone from '@/components/section-tone/section-tone.module.css';
import { paths } from '@club/contract/site-pages';

/** `./AboutPage` (/about): purpose, values and statistics. */
export default function AboutPage() {
  return (
    <>
      <PageBanner
        eyebrow="About Us"
        title="About Us"
        lead="A club where India’s producers and providers meet, trust each other and grow together."
        art={<NetworkArt icon={<Users aria-hidden="true" />} />}
      />
      <Section eyebrow="Why we exist" title="Our Purpose" align="start">
        <div className={styles.purpose}>
          <div className={styles.purposeText}>
            {PURPOSE_PARAGRAPHS.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <ul role="list" className={styles.offerings} aria-label="What we offer">
            {OFFERINGS.map((offering) => {
              const Icon = offering.icon;
              return (
                <li key={offering.title} className={styles.offering}>
                  <span className={styles.offeringIcon} aria-hidden="true">
                    <Icon />
                  </span>
                  <div>
                    <h3 className={styles.offeringTitle}>
                      <Link to={offering.to} className={styles.offeringLink}>
                        {offering.title}
                      </Link>
                    </h3>
                    <p className={styles.offeringText}>{offering.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow="What we stand for"
        title="Our Values"
        intro="Three words that guide every introduction, every engagement and every deal."
      >
        <CardGrid columns={3} aria-label="Our values">
          {CLUB_VALUES.map((value, position) => {
            const Icon = value.icon;
            return (
              <FeatureCard
                key={value.title}
                title={value.title}
                icon={<Icon />}
                tone={position === 1 ? 'accent' : 'brand'}
              >
                <p>{value.text}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <Section tone="dark" eyebrow="Statistics" title="The Club in Numbers">
        <StatList tone="dark" stats={CLUB_STATS} aria-label="Club statistics" />
        <p className={styles.statsNote}>
          Figures as of November 2026. Who our members are, and how many:{' '}
          <Link to={paths.members()} className={styles.statsLink}>
            Our Members
          </Link>
          .
        </p>
      </Section>
      <CtaBar
        title="Become part of the club"
        text="Join the producers and providers who grow with BizBridge Club, or tell us what you are looking for."
        icon={<Handshake aria-hidden="true" />}
      >
        <ButtonLink
          to={paths.membership()}
          size="lg"
          className={ctaAccentClassName}
          icon={<ArrowRight aria-hidden="true" />}
          iconPosition="end"
        >
          Join Membership
        </ButtonLink>
        <ButtonLink to={paths.contact()} size="lg" variant="secondary">
          Contact Us
        </ButtonLink>
      </CtaBar>
    </>
  );
}
