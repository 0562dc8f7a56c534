import type { AuthTokens, OtpRequestBody } from '@club/contract/auth';
import type { UserProfile } from '@club/contract/user';
import { Spinner } from '@club/ui/spinner';
import { lazy, Suspense, useState } from 'react';
import { prepareSignIn, signInWithTokens } from '../api/sign-in-requests';
import {
  loadSignInSchemas,
  RequestCodeStep,
  type CodeSent,
  type SignInChannel,
} from './request-code-step';
import { useT } from '@/features/auth/i18n';

/**
 * The code step, loaded apart: it brings the code field and the contract's
 * auth schemas, which the first step does not need. It is fetched with the
 * requests (prepareSignIn) as soon as the visitor turns to the form.
 */
const loadVerifyStep = () => import('./verify-code-step');
const VerifyCodeStep = lazy(() =>
  loadVerifyStep().then((module) => ({ default: module.VerifyCodeStep })),
);

/** Everything the rest of the sign-in needs, fetched ahead of the visitor's first request. */
function prepare(): void {
  prepareSignIn();
  loadSignInSchemas().catch(() => undefined);
  loadVerifyStep().catch(() => undefined);
}

/** What the visitor was doing when they signed in. */
export interface SignInContext {
  /**
   * They asked for a code by mobile first, then signed in by e-mail, and their
   * number is not verified: My Profile is where they verify it.
   */
  verifyMobileNext: boolean;
}

interface SignInFlowProps {
  /** Called once the session is stored; the profile is null when it could not be loaded. */
  onSignedIn: (profile: UserProfile | null, context: SignInContext) => void;
  /** The e-mail address to ask a code for, when the opener already knows it. */
  initialEmail?: string;
  /** A code already sent (the sign-in link of a code the club's staff sent): start at its step. */
  initialCode?: CodeSent;
}

/** The two steps of passwordless sign-in: ask for a code, then enter it. */
export function SignInFlow({ onSignedIn, initialEmail, initialCode }: SignInFlowProps) {
  const t = useT();
  const [channel, setChannel] = useState<SignInChannel>('email');
  const [sent, setSent] = useState<CodeSent | null>(initialCode ?? null);
  // What the visitor asked a code for, so going back does not make them type it again.
  const [lastRequest, setLastRequest] = useState<OtpRequestBody | undefined>(
    initialCode?.request ?? (initialEmail ? { email: initialEmail } : undefined),
  );
  const [askedByMobile, setAskedByMobile] = useState(false);

  const completeSignIn = async (tokens: AuthTokens) => {
    const byEmail = sent !== null && 'email' in sent.request;
    const context = (profile: UserProfile | null) => ({
      verifyMobileNext:
        askedByMobile &&
        byEmail &&
        profile !== null &&
        profile.mobileNumber !== null &&
        !profile.mobileVerified,
    });
    try {
      const profile = await signInWithTokens(tokens);
      onSignedIn(profile, context(profile));
    } catch {
      // The tokens are stored; the profile will load on the next page.
      onSignedIn(null, context(null));
    }
  };

  return sent ? (
    <Suspense fallback={<Spinner label={t('shell.signin.loading')} />}>
      <VerifyCodeStep
        sent={sent}
        onBack={() => {
          setLastRequest(sent.request);
          setSent(null);
        }}
        onUseEmail={() => {
          setChannel('email');
          setSent(null);
        }}
        onResent={setSent}
        onVerified={completeSignIn}
      />
    </Suspense>
  ) : (
    // Focusing a field, or a pointer over the form, is when the rest is fetched.
    <div onFocusCapture={prepare} onPointerEnter={prepare} onTouchStart={prepare}>
      <RequestCodeStep
        channel={channel}
        onChannelChange={setChannel}
        onCodeSent={(next) => {
          if ('mobile' in next.request) setAskedByMobile(true);
          setSent(next);
        }}
        previousRequest={lastRequest}
      />
    </div>
  );
}
