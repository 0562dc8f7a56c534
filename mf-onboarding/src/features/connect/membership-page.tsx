import { getErrorMessage, isApiError } from '@club/platform/api/api-error';
import { MESSAGES } from '@club/contract/copy/messages';
import { refundedPaymentText } from '@club/contract/payments/refund-notice';
import type { MembershipPlan } from '@club/contract/membership/membership-plans';
import {
  BUSINESS_REGISTRATION_ANCHOR,
  MY_MEMBERSHIP_ANCHOR,
  paths,
} from '@club/contract/site-pages';
import { loadSession, signInWithTokens } from '@club/platform/session/session-actions';
import { selectIsSignedIn, useSessionStore } from '@club/platform/session/session-store';
import { Button } from '@club/ui/button';
import { MessageDialog, type MessageTone } from '@club/ui/message-dialog';
import { Skeleton } from '@club/ui/skeleton';
import { Coins } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlanOptions } from '@/features/connect/api/plan-change-queries';
import { verifyRegistrationCode } from '@/features/connect/api/purchase-requests';
import { CurrencyConverter } from '@/features/connect/components/currency-converter';
import { EmailCodeDialog } from '@/features/connect/components/email-code-dialog';
import { PlanCards, type PlanChoice } from '@/features/connect/components/plan-cards';
import {
  PlanChangeDialog,
  type PlanChange,
} from '@/features/connect/components/plan-change-dialog';
import { PlanPicker } from '@/features/connect/components/plan-picker';
import { RegistrationForm } from '@/features/connect/components/registration-form';
import { BENEFITS } from '@/features/connect/data/benefits';
import { upgradedText, usePlanChange } from '@/features/connect/hooks/use-plan-change';
import { usePurchase, type PurchaseOutcome } from '@/features/connect/hooks/use-purchase';
import styles from './membership-page.module.css';

interface Message {
  text: string;
  tone: MessageTone;
  detail?: string;
  /** What happens when it is closed (the spec reloads the page after a payment). */
  then?: () => void;
}

/** What the registration flow keeps about the new member once verified. */
interface Registered {
  userId: string;
  email: string;
  username: string;
}

const reload = () => window.location.reload();

/** The Be a member page: plans, registration, e-mail code, plan picker and payment. */
export default function MembershipPage() {
  const signedIn = useSessionStore(selectIsSignedIn);
  const status = useSessionStore((state) => state.status);
  const profile = useSessionStore((state) => state.profile);
  const openSignIn = useSessionStore((state) => state.openSignIn);
  const { purchase, upgrade, planInProgress } = usePurchase();

  const [message, setMessage] = useState<Message | null>(null);
  const [converterOpen, setConverterOpen] = useState(false);
  const [codeFor, setCodeFor] = useState<{ nonce: string; email: string } | null>(null);
  // The code told that the address or number has an account: said at the form's field.
  const [registrationConflict, setRegistrationConflict] = useState<{
    field: string;
    message: string;
  } | null>(null);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
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
        text: 'Your business is registered. Choose your membership plan to complete it.',
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

  const verifyCode = async (code: string) => {
    if (!codeFor) return;
    try {
      const tokens = await verifyRegistrationCode(codeFor.nonce, code);
      const user = await signInWithTokens(tokens).catch(() => null);
      const company = user?.companies[0];
      setCodeFor(null);
      if (!user || !company) {
        setMessage({ text: MESSAGES.registration.userDataFailed, tone: 'error' });
        return;
      }
      setRegistered({
        userId: user.id,
        email: user.email,
        username: user.username,
      });
      setPickerOpen(true);
    } catch (error) {
      const message = getErrorMessage(error, MESSAGES.registration.verifyFailed);
      const field = isApiError(error) ? error.response?.data.error.field : undefined;
      if (isApiError(error) && error.response?.status === 409 && field) {
        setCodeFor(null);
        setRegistrationConflict({ field, message });
        return;
      }
      throw new Error(message);
    }
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
      <header className={styles.banner}>
        <div className={styles.bannerInner}>
          <p className={styles.eyebrow}>Connect · Membership</p>
          <h1 className={styles.title}>Be a Member</h1>
          <p className={styles.lead}>
            Connection is the club&apos;s currency. Join the producer-provider ecosystem where
            manufacturers find committed service providers, providers find quality makers, and both
            grow from India to the world.
          </p>
        </div>
      </header>

      <section className={styles.section} aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className={styles.heading}>
          Why members join
        </h2>
        <ul role="list" className={styles.benefits}>
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <li key={title} className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <Icon aria-hidden="true" focusable="false" />
              </span>
              <h3 className={styles.benefitTitle}>{title}</h3>
              <p className={styles.benefitText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="plans-heading">
        <div className={styles.plansHead}>
          <div>
            <h2 id="plans-heading" className={styles.heading}>
              Membership plans
            </h2>
            <p className={styles.sub}>Yearly, renewed automatically; prices plus 18% GST.</p>
          </div>
          <Button
            variant="secondary"
            onClick={() => setConverterOpen(true)}
            icon={<Coins aria-hidden="true" focusable="false" />}
          >
            Currency converter
          </Button>
        </div>
        <PlanCards
          planInProgress={planInProgress}
          activeMemberships={activeMemberships}
          options={planOptions.data?.byName ?? null}
          onChoose={(choice) => void chooseFromCard(choice)}
        />
      </section>

      {sessionSettling ? (
        <section className={styles.section} aria-busy="true" aria-label="Loading">
          <Skeleton height="20rem" />
        </section>
      ) : needsCompany ? (
        <section
          id={BUSINESS_REGISTRATION_ANCHOR}
          className={`${styles.section} ${styles.registration}`}
          aria-labelledby="registration-heading"
        >
          <h2 id="registration-heading" className={styles.heading}>
            Business Registration
          </h2>
          <p className={styles.sub}>
            You are signed in as {profile.email}. Register your business here, then choose your plan
            above and pay online.
          </p>
          <div className={styles.formCard}>
            <RegistrationForm
              mode="company"
              onCompanyRegistered={companyRegistered}
              onFailed={(text) => setMessage({ text, tone: 'error' })}
            />
          </div>
        </section>
      ) : !signedIn ? (
        <section
          id={BUSINESS_REGISTRATION_ANCHOR}
          className={`${styles.section} ${styles.registration}`}
          aria-labelledby="registration-heading"
        >
          <h2 id="registration-heading" className={styles.heading}>
            Business Registration
          </h2>
          <p className={styles.sub}>
            Register your business, confirm your e-mail with the code we send, then choose your plan
            and pay online.
          </p>
          <div className={styles.formCard}>
            <RegistrationForm
              onRegistered={setCodeFor}
              onFailed={(text) => setMessage({ text, tone: 'error' })}
              fieldError={registrationConflict}
            />
          </div>
        </section>
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
      <CurrencyConverter open={converterOpen} onClose={() => setConverterOpen(false)} />
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
