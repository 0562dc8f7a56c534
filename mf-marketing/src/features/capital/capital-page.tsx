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
import { useT } from './i18n';

/** `./CapitalPage` (/capital): matchmaking of entrepreneurs and investors. */
export default function CapitalPage() {
  const t = useT();
  return (
    <>
      <PageBanner
        eyebrow={t('marketing.capital.banner.eyebrow')}
        title={t('marketing.capital.banner.title')}
        lead={t('marketing.capital.banner.lead')}
        art={<NetworkArt icon={<HandCoins aria-hidden="true" />} />}
      />
      <Section
        eyebrow={t('marketing.capital.serve.eyebrow')}
        title={t('marketing.capital.serve.title')}
        intro={t('marketing.capital.serve.intro')}
      >
        <AudienceTiles audiences={CAPITAL_AUDIENCES} />
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow={t('marketing.capital.how.eyebrow')}
        title={t('marketing.capital.how.title')}
        intro={t('marketing.capital.how.intro')}
      >
        <StepList
          aria-label={t('marketing.capital.how.label')}
          steps={HOW_IT_WORKS.map((step) => {
            const Icon = step.icon;
            return { title: t(step.title), text: t(step.text), icon: <Icon /> };
          })}
        />
      </Section>
      <Section
        eyebrow={t('marketing.capital.ecosystem.eyebrow')}
        title={t('marketing.capital.ecosystem.title')}
        intro={t('marketing.capital.ecosystem.intro')}
      >
        <EcosystemGroups groups={CAPITAL_ECOSYSTEM} />
      </Section>
      <Section
        tone="dark"
        eyebrow={t('marketing.capital.why.eyebrow')}
        title={t('marketing.capital.why.title')}
      >
        <WhyCapitalMatters />
      </Section>
      <CtaBar
        title={t('marketing.capital.cta.title')}
        text={t('marketing.capital.cta.text')}
        icon={<Landmark aria-hidden="true" />}
      >
        <ButtonLink
          to={paths.contact()}
          size="lg"
          className={ctaAccentClassName}
          icon={<ArrowRight aria-hidden="true" />}
          iconPosition="end"
        >
          {t('marketing.capital.cta.contact')}
        </ButtonLink>
        <ButtonLink to={paths.membership()} size="lg" variant="secondary">
          {t('marketing.capital.cta.join')}
        </ButtonLink>
      </CtaBar>
    </>
  );
}
