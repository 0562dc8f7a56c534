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

const REASONS = [
  {
    title: 'Expert Educators',
    text: 'Learn from practitioners: chartered accountants, export advisers, plant managers and founders who do this work every day.',
    icon: Presentation,
  },
  {
    title: 'Interactive Learning',
    text: 'Ask questions live, work through real cases from member companies and leave with templates you can use the next morning.',
    icon: MessagesSquare,
  },
  {
    title: 'Flexible Schedule',
    text: 'Short sessions at times that suit business owners, with recordings for members who cannot join live.',
    icon: CalendarClock,
  },
] as const;

/** `./ContinuousEducationPage` (/continuous-education): live and upcoming member sessions. */
export default function ContinuousEducationPage() {
  return (
    <>
      <PageBanner
        eyebrow="Membership benefit"
        title="Continuous Education"
        lead="Short, practical sessions with experts who run businesses like yours. Join live, ask questions, and put the ideas to work."
        art={<NetworkArt icon={<GraduationCap aria-hidden="true" />} />}
      />
      <Section
        eyebrow="Sessions"
        title="Live and Upcoming Sessions"
        intro="Members receive the joining link by e-mail. Here is what is on now and next."
      >
        <CardGrid columns={3} aria-label="Sessions">
          {SAMPLE_SESSIONS.map((session) => (
            <SessionCard key={session.id} session={session} />
          ))}
        </CardGrid>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow="The benefits"
        title="Why Attend?"
      >
        <CardGrid columns={3} aria-label="Reasons to attend">
          {REASONS.map((reason) => {
            const Icon = reason.icon;
            return (
              <FeatureCard key={reason.title} title={reason.title} icon={<Icon />}>
                <p>{reason.text}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <CtaBar
        title="Learn with the club"
        text="Continuous Education is included in the Producers and Providers memberships."
        icon={<GraduationCap aria-hidden="true" />}
      >
        <ButtonLink
          to={paths.membership()}
          size="lg"
          className={ctaAccentClassName}
          icon={<ArrowRight aria-hidden="true" />}
          iconPosition="end"
        >
          Become a Member
        </ButtonLink>
      </CtaBar>
    </>
  );
}
