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
   * They first asked for a code to a mobile number that is not verified, and
   * were sent to the e-mail code: My Profile is where they verify it.
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

/** The two steps of passwordless sign-in (spec 000 'Sign-in'). */
export function SignInFlow({ onSignedIn, initialEmail, initialCode }: SignInFlowProps) {
  const [channel, setChannel] = useState<SignInChannel>('email');
  const [sent, setSent] = useState<CodeSent | null>(initialCode ?? null);
  // What the visitor asked a code for, so going back does not make them type it again.
  const [lastRequest, setLastRequest] = useState<OtpRequestBody | undefined>(
    initialCode?.request ?? (initialEmail ? { email: initialEmail } : undefined),
  );
  const [verifyMobileNext, setVerifyMobileNext] = useState(false);

  const completeSignIn = async (tokens: AuthTokens) => {
    const context = { verifyMobileNext };
    try {
      onSignedIn(await signInWithTokens(tokens), context);
    } catch {
      // The tokens are stored; the profile will load on the next page.
      onSignedIn(null, context);
    }
  };

  return sent ? (
    <Suspense fallback={<Spinner label="Loading" />}>
      <VerifyCodeStep
        sent={sent}
        onBack={() => {
          setLastRequest(sent.request);
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
        onCodeSent={setSent}
        previousRequest={lastRequest}
        onMobileNotVerified={() => setVerifyMobileNext(true)}
      />
    </div>
  );
}
