import { getErrorMessage, isApiError } from '@club/platform/api/api-error';
import { MESSAGES } from '@club/contract/copy/messages';
import { signInWithTokens } from '@club/platform/session/session-actions';
import { useState } from 'react';
import { verifyRegistrationCode } from '@/features/connect/api/purchase-requests';

/** What the registration flow keeps about the new member once verified. */
export interface Registered {
  userId: string;
  email: string;
  username: string;
}

interface RegistrationCodeOptions {
  /** The code was right and the new member is signed in: the plan picker opens. */
  onVerified: (registered: Registered) => void;
  /** Signed in, but the session has no user or company: the page says so. */
  onUserDataFailed: () => void;
}

/**
 * The e-mailed code that confirms a registration: which registration it is
 * for, checking it (signing the new member in), and a conflict the code
 * revealed (the address or number has an account), said at the form's field.
 */
export function useRegistrationCode({ onVerified, onUserDataFailed }: RegistrationCodeOptions) {
  const [codeFor, setCodeFor] = useState<{ nonce: string; email: string } | null>(null);
  const [conflict, setConflict] = useState<{ field: string; message: string } | null>(null);

  /** Resolves when the code was right; rejects with the message the code dialog shows. */
  const verifyCode = async (code: string) => {
    if (!codeFor) return;
    try {
      const tokens = await verifyRegistrationCode(codeFor.nonce, code);
      const user = await signInWithTokens(tokens).catch(() => null);
      const company = user?.companies[0];
      setCodeFor(null);
      if (!user || !company) {
        onUserDataFailed();
        return;
      }
      onVerified({ userId: user.id, email: user.email, username: user.username });
    } catch (error) {
      const message = getErrorMessage(error, MESSAGES.registration.verifyFailed);
      const field = isApiError(error) ? error.response?.data.error.field : undefined;
      if (isApiError(error) && error.response?.status === 409 && field) {
        setCodeFor(null);
        setConflict({ field, message });
        return;
      }
      throw new Error(message);
    }
  };

  return { codeFor, setCodeFor, conflict, verifyCode };
}
