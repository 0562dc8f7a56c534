import type { MembershipPlan } from '@club/contract/membership/membership-plans';
import type { MembershipTier } from '@club/contract/membership/membership-plans';
import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import { Check } from 'lucide-react';
import en from './plans/locales/en.json';

/** The plans' names, descriptions and benefits: only plan cards show them, so they come with this module. */
export type PlanMessageId = keyof typeof en;

export const planCatalogues: Catalogues<PlanMessageId> = defineCatalogues<PlanMessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-plans-hi" */ './plans/locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-plans-gu" */ './plans/locales/gu.json'),
});

/**
 * The classes of a plan card's parts. Each app passes its own CSS module:
 * the home page's cards and the membership page's cards share the markup and
 * the words, and keep their own look.
 */
/** The tier's name above the plan's (the contract's TIER_LABELS, in the page's language). */
const TIER_MESSAGES: Readonly<Record<MembershipTier, PlanMessageId>> = {
  alpha: 'ui.plan-summary.tier.alpha',
  beta: 'ui.plan-summary.tier.beta',
  gamma: 'ui.plan-summary.tier.gamma',
};

export interface PlanSummaryClasses {
  readonly head?: string;
  readonly tier?: string;
  readonly name?: string;
  readonly description?: string;
  readonly price?: string;
  readonly amount?: string;
  readonly period?: string;
  readonly benefits?: string;
  readonly benefit?: string;
}

export interface PlanSummaryProps {
  plan: MembershipPlan;
  /** The id of the plan's name (an h3), for the card's button to point at. */
  nameId: string;
  classes: PlanSummaryClasses;
}

/**
 * A benefit's message: `Lead Generation` is `ui.plan.benefit.lead-generation` (a test holds
 * every plan's benefits to a message in the catalogue).
 */
export function benefitMessage(benefit: string): PlanMessageId {
  return `ui.plan.benefit.${benefit.toLowerCase().replaceAll(' ', '-')}` as PlanMessageId;
}

/**
 * The body of a plan card: its tier, name, description, price per year and
 * benefits. The card around it (the list item in the tier's colour) and its
 * button belong to the page.
 */
export function PlanSummary({ plan, nameId, classes }: PlanSummaryProps) {
  const t = useMessages(planCatalogues);
  const name = t(`ui.plan.${plan.id}.name`);
  return (
    <>
      <div className={classes.head}>
        <span className={classes.tier}>{t(TIER_MESSAGES[plan.tier])}</span>
        <h3 id={nameId} className={classes.name}>
          {name}
        </h3>
        <p className={classes.description}>{t(`ui.plan.${plan.id}.description`)}</p>
      </div>
      <p className={classes.price}>
        <span className={classes.amount}>{plan.formattedPrice}</span>
        <span className={classes.period}>{t('ui.plan-summary.per-year')}</span>
      </p>
      <ul
        role="list"
        className={classes.benefits}
        aria-label={t('ui.plan-summary.benefits', { plan: name })}
      >
        {plan.benefits.map((benefit) => (
          <li key={benefit} className={classes.benefit}>
            <Check aria-hidden="true" focusable="false" />
            {t(benefitMessage(benefit))}
          </li>
        ))}
      </ul>
    </>
  );
}
