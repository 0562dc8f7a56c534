import { MESSAGES } from '@club/contract/copy/messages';
import { refundedPaymentText } from '@club/contract/payments/refund-notice';
import type { MembershipPlan } from '@club/contract/membership/membership-plans';
import {
  BUSINESS_REGISTRATION_ANCHOR,
  MY_MEMBERSHIP_ANCHOR,
  paths,
} from '@club/contract/site-pages';
import { loadSession } from '@club/platform/session/session-actions';
import { selectIsSignedIn, useSessionStore } from '@club/platform/session/session-store';
import { MessageDialog, type MessageTone } from '@club/ui/message-dialog';
import { Skeleton } from '@club/ui/skeleton';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlanOptions } from '@/features/connect/api/plan-change-queries';
import { EmailCodeDialog } from '@/features/connect/components/email-code-dialog';
import type { PlanChoice } from '@/features/connect/components/plan-cards';
import { PlansSection } from '@/features/connect/components/plans-section';
import {
  PlanChangeDialog,
  type PlanChange,
} from '@/features/connect/components/plan-change-dialog';
import { PlanPicker } from '@/features/connect/components/plan-picker';
import { RegistrationForm } from '@/features/connect/components/registration-form';
import { BusinessRegistrationSection } from '@/features/connect/components/business-registration-section';
import { MembershipIntro } from '@/features/connect/components/membership-intro';
import { upgradedText, usePlanChange } from '@/features/connect/hooks/use-plan-change';
import { usePurchase, type PurchaseOutcome } from '@/features/connect/hooks/use-purchase';
import {
  useRegistrationCode,
  type Registered,
} from '@/features/connect/hooks/use-registration-code';
import { useT } from '@/features/connect/i18n';
import styles from './membership-page.module.css';

interface Message {
  text: string;
  tone: MessageTone;
  detail?: string;
  /** What happens when it is closed (the spec reloads the page after a payment). */
  then?: () => void;
}

const reload = () => window.location.reload();

/** The Be a member page: plans, registration, e-mail code, plan picker and payment. */
export default function MembershipPage() {
  const t = useT();
  const signedIn = useSessionStore(selectIsSignedIn);
  const status = useSessionStore((state) => state.status);
  const profile = useSessionStore((state) => state.profile);
  const openSignIn = useSessionStore((state) => state.openSignIn);
  const { purchase, upgrade, planInProgress } = usePurchase();

  const [message, setMessage] = useState<Message | null>(null);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const { codeFor, setCodeFor, conflict, verifyCode } = useRegistrationCode({
    onVerified: (member) => {
      setRegistered(member);
      setPickerOpen(true);
    },
    onUserDataFailed: () =>
      setMessage({ text: MESSAGES.registration.userDataFailed, tone: 'error' }),
  });
  const navigate = useNavigate();

  const firstCompany = profile?.companies[0];
  const activeMemberships =
    firstCompany?.memberships.filter((membership) => membership.isActive) ?? [];
  const held = activeMemberships[0];
  const planOptions = usePlanOptions(signedIn && held !== undefined);
  const planChange = usePlanChange(held, planOptions.data);
  const sessionSettling = status === 'idle' || status === 'loading';
  // A signed-in user without a company registers only the business: they proved who they are.
  const needsCompany = signedIn && profile !== null && profile.companies.length === 0;

  // A link to the form (My Profile's 'Register your business') lands on it once it is drawn.
  useEffect(() => {
    if (sessionSettling || window.location.hash !== `#${BUSINESS_REGISTRATION_ANCHOR}`) return;
    document.getElementById(BUSINESS_REGISTRATION_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [sessionSettling]);

  const companyRegistered = () => {
    void loadSession().then(() =>
      setMessage({
        text: t('onboarding.connect.page.companyRegistered'),
        tone: 'success',
        then: () => document.getElementById('plans-heading')?.scrollIntoView({ block: 'start' }),
      }),
    );
  };

  /** Tells the user how a purchase ended; `success` is the flow's own success message. */
  const report = (outcome: PurchaseOutcome, success: () => void) => {
    if (outcome.kind === 'paid') success();
    else if (outcome.kind === 'refunded') {
      // Paid, but the company already holds the plan: the server refunded the payment.
      setPickerOpen(false);
      setMessage({ text: refundedPaymentText(outcome.refund), tone: 'info', then: reload });
    } else if (outcome.kind === 'start-failed')
      setMessage({ text: outcome.message, tone: 'error' });
    else if (outcome.kind === 'payment-failed') {
      setMessage({ text: MESSAGES.payment.startFailed, tone: 'error', detail: outcome.reason });
    } else if (outcome.kind === 'verify-failed') {
      setMessage({ text: MESSAGES.payment.verifyFailed, tone: 'error' });
    }
  };

  // The new membership has to be in the session before the member area opens, then the
  // member goes on to the first steps within the app (no reload, so nothing is lost).
  const welcome = () => {
    void loadSession().then(() => navigate(paths.welcome()));
  };

  const buy = async (plan: MembershipPlan) => {
    const outcome = await purchase(plan);
    report(outcome, () =>
      setMessage({ text: MESSAGES.payment.success, tone: 'success', then: welcome }),
    );
  };

  const upgraded = () => {
    void planChange
      .refresh()
      .then(() => navigate({ pathname: paths.myAccount(), hash: `#${MY_MEMBERSHIP_ANCHOR}` }));
  };

  // A plan card's button: sign in first; then buy a first plan, or, for a member, change the
  // plan they hold (an upgrade now, at its pro-rated price, or a switch at renewal).
  const chooseFromCard = async ({ kind, plan }: PlanChoice) => {
    if (!signedIn || !profile) {
      openSignIn();
      return;
    }
    if (!firstCompany) {
      setMessage({ text: MESSAGES.registration.noCompany, tone: 'info' });
      return;
    }
    if (kind === 'buy') await buy(plan);
    else planChange.ask(kind, plan);
  };

  const confirmChange = async ({ kind, plan, endsAt }: PlanChange) => {
    if (kind === 'switch') {
      setMessage(await planChange.switchAtRenewal(plan));
      return;
    }
    planChange.close();
    const outcome = await upgrade(plan);
    report(outcome, () =>
      setMessage({ text: upgradedText(plan.name, endsAt), tone: 'success', then: upgraded }),
    );
  };

  // The picker's 'Select & Pay': pay, then on to the first steps. The member signed in when
  // the e-mail code was verified, so no login code is sent and the message says welcome.
  const payForRegistration = async (plan: MembershipPlan) => {
    if (!registered) {
      setMessage({ text: MESSAGES.registration.dataMissing, tone: 'error' });
      return;
    }
    const outcome = await purchase(plan);
    report(outcome, () => {
      setPickerOpen(false);
      setMessage({ text: MESSAGES.payment.success, tone: 'success', then: welcome });
    });
  };

  const closeMessage = () => {
    const then = message?.then;
    setMessage(null);
    then?.();
  };

  return (
    <div className={styles.page}>
      <MembershipIntro />

      <PlansSection
        planInProgress={planInProgress}
        activeMemberships={activeMemberships}
        options={planOptions.data?.byName ?? null}
        onChoose={(choice) => void chooseFromCard(choice)}
      />

      {sessionSettling ? (
        <section
          className={styles.section}
          aria-busy="true"
          aria-label={t('onboarding.connect.page.loading')}
        >
          <Skeleton height="20rem" />
        </section>
      ) : needsCompany ? (
        <BusinessRegistrationSection
          intro={t('onboarding.connect.page.introSignedIn', { email: profile.email })}
        >
          <RegistrationForm
            mode="company"
            onCompanyRegistered={companyRegistered}
            onFailed={(text) => setMessage({ text, tone: 'error' })}
          />
        </BusinessRegistrationSection>
      ) : !signedIn ? (
        <BusinessRegistrationSection intro={t('onboarding.connect.page.introVisitor')}>
          <RegistrationForm
            onRegistered={setCodeFor}
            onFailed={(text) => setMessage({ text, tone: 'error' })}
            fieldError={conflict}
          />
        </BusinessRegistrationSection>
      ) : null}

      <EmailCodeDialog
        open={codeFor !== null}
        email={codeFor?.email ?? ''}
        onVerify={verifyCode}
        onCancel={() => setCodeFor(null)}
      />
      <PlanPicker
        open={pickerOpen}
        planInProgress={planInProgress}
        onSelect={(plan) => void payForRegistration(plan)}
        onCancel={() => setPickerOpen(false)}
      />
      <PlanChangeDialog
        change={planChange.change}
        busy={planChange.switching}
        onCancel={planChange.close}
        onConfirm={(confirmed) => void confirmChange(confirmed)}
      />
      <MessageDialog
        open={message !== null}
        message={message?.text ?? ''}
        tone={message?.tone}
        detail={message?.detail}
        onClose={closeMessage}
      />
    </div>
  );
}
