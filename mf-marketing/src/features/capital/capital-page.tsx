import { ButtonLink } from '@club/ui/button';
import { ArrowRight, HandCoins, Landmark } from 'lucide-react';
import { NetworkArt } from '@/components/banner-art/network-art';
import { CtaBar, ctaAccentClassName } from '@/components/cta-bar/cta-bar';
import { PageBanner } from '@/components/page-banner/page-banner';
import { Section } from '@/components/section/section';
import { StepList } from '@/components/step-list/step-list';
import { AudienceTiles } from './components/audience-tiles';
import { EcosystemGroups } from './components/ecosystem-groups';
import { WhyCapitalMatters } from './components/why-capital-matters';
import { CAPITAL_AUDIENCES, CAPITAL_ECOSYSTEM, HOW_IT_WORKS } from './data/capital-content';
import sectionTone from '@/components/section-tone/section-tone.module.css';
import { paths } from '@club/contract/site-pages';

/** `./CapitalPage` (/capital): matchmaking of entrepreneurs and investors. */
export default function CapitalPage() {
  return (
    <>
      <PageBanner
        eyebrow="Capital"
        title="Capital"
        lead="We match promising Indian entrepreneurs with investors who bring more than money: sector knowledge, networks and patience."
        art={<NetworkArt icon={<HandCoins aria-hidden="true" />} />}
      />
      <Section
        eyebrow="Two sides, one match"
        title="Who We Serve"
        intro="Capital works when both sides are ready. We prepare each of them, then make the introduction."
      >
        <AudienceTiles audiences={CAPITAL_AUDIENCES} />
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow="The process"
        title="How it Works"
        intro="Four steps from a first conversation to a closed deal."
      >
        <StepList
          aria-label="How it works, in four steps"
          steps={HOW_IT_WORKS.map((step) => {
            const Icon = step.icon;
            return { title: step.title, text: step.text, icon: <Icon /> };
          })}
        />
      </Section>
      <Section
        eyebrow="End to end"
        title="Complete Capital Ecosystem"
        intro="Support at every stage, from getting ready for investors to growing with them."
      >
        <EcosystemGroups groups={CAPITAL_ECOSYSTEM} />
      </Section>
      <Section tone="dark" eyebrow="The bigger picture" title="Why Capital Matters">
        <WhyCapitalMatters />
      </Section>
      <CtaBar
        title="Raising capital, or looking to invest?"
        text="Tell us about your plans, and our capital desk will get in touch to discuss the next step."
        icon={<Landmark aria-hidden="true" />}
      >
        <ButtonLink
          to={paths.contact()}
          size="lg"
          className={ctaAccentClassName}
          icon={<ArrowRight aria-hidden="true" />}
          iconPosition="end"
        >
          Contact Us
        </ButtonLink>
        <ButtonLink to={paths.membership()} size="lg" variant="secondary">
          Become a Member
        </ButtonLink>
      </CtaBar>
    </>
  );
}
