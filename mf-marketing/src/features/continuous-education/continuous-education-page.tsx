import { ButtonLink } from '@club/ui/button';
import {
  ArrowRight,
  CalendarClock,
  GraduationCap,
  MessagesSquare,
  Presentation,
} from 'lucide-react';
import { NetworkArt } from '@/components/banner-art/network-art';
import { CardGrid } from '@/components/card-grid/card-grid';
import { CtaBar, ctaAccentClassName } from '@/components/cta-bar/cta-bar';
import { FeatureCard } from '@/components/feature-card/feature-card';
import { PageBanner } from '@/components/page-banner/page-banner';
import { Section } from '@/components/section/section';
import { SessionCard } from './components/session-card';
import { SAMPLE_SESSIONS } from './data/sample-sessions';
import sectionTone from '@/components/section-tone/section-tone.module.css';
import { paths } from '@club/contract/site-pages';
import { useT } from './i18n';

const REASONS = [
  {
    title: 'marketing.continuousEducation.reasons.educators.title',
    text: 'marketing.continuousEducation.reasons.educators.text',
    icon: Presentation,
  },
  {
    title: 'marketing.continuousEducation.reasons.interactive.title',
    text: 'marketing.continuousEducation.reasons.interactive.text',
    icon: MessagesSquare,
  },
  {
    title: 'marketing.continuousEducation.reasons.flexible.title',
    text: 'marketing.continuousEducation.reasons.flexible.text',
    icon: CalendarClock,
  },
] as const;

/** `./ContinuousEducationPage` (/continuous-education): live and upcoming member sessions. */
export default function ContinuousEducationPage() {
  const t = useT();
  return (
    <>
      <PageBanner
        eyebrow={t('marketing.continuousEducation.banner.eyebrow')}
        title={t('marketing.continuousEducation.banner.title')}
        lead={t('marketing.continuousEducation.banner.lead')}
        art={<NetworkArt icon={<GraduationCap aria-hidden="true" />} />}
      />
      <Section
        eyebrow={t('marketing.continuousEducation.sessions.eyebrow')}
        title={t('marketing.continuousEducation.sessions.title')}
        intro={t('marketing.continuousEducation.sessions.intro')}
      >
        <CardGrid columns={3} aria-label={t('marketing.continuousEducation.sessions.label')}>
          {SAMPLE_SESSIONS.map((session) => (
            <SessionCard key={session.id} session={session} />
          ))}
        </CardGrid>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow={t('marketing.continuousEducation.benefits.eyebrow')}
        title={t('marketing.continuousEducation.benefits.title')}
      >
        <CardGrid columns={3} aria-label={t('marketing.continuousEducation.benefits.label')}>
          {REASONS.map((reason) => {
            const Icon = reason.icon;
            return (
              <FeatureCard key={reason.title} title={t(reason.title)} icon={<Icon />}>
                <p>{t(reason.text)}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <CtaBar
        title={t('marketing.continuousEducation.cta.title')}
        text={t('marketing.continuousEducation.cta.text')}
        icon={<GraduationCap aria-hidden="true" />}
      >
        <ButtonLink
          to={paths.membership()}
          size="lg"
          className={ctaAccentClassName}
          icon={<ArrowRight aria-hidden="true" />}
          iconPosition="end"
        >
          {t('marketing.continuousEducation.cta.join')}
        </ButtonLink>
      </CtaBar>
    </>
  );
}
