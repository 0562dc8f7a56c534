import { Button } from '@club/ui/button';
import { ArrowRight, FileText } from 'lucide-react';
import { useState } from 'react';
import type { RegistrationFormMode } from '@/features/connect/lib/registration-form';
import type { AgreementParty } from '@/features/connect/data/membership-agreement';
import { AgreementModal } from './agreement-modal';
import styles from './registration-form.module.css';

interface RegistrationAgreementRowProps {
  mode: RegistrationFormMode;
  submitting: boolean;
  /** The billing party as typed so far: the agreement names it. */
  party: AgreementParty;
}

/** What registering agrees to (the Membership Agreement opens in a dialog) and the submit button. */
export function RegistrationAgreementRow({
  mode,
  submitting,
  party,
}: RegistrationAgreementRowProps) {
  const [agreementOpen, setAgreementOpen] = useState(false);
  return (
    <>
      <div className={styles.submitRow}>
        <p className={styles.agreement} id="registration-agreement">
          By registering you agree to the{' '}
          <button
            type="button"
            className={styles.agreementLink}
            onClick={() => setAgreementOpen(true)}
          >
            <FileText aria-hidden="true" focusable="false" />
            Membership Agreement
          </button>
          {mode === 'full' ? ' and to the use of your data the privacy notice above describes' : ''}
          .
        </p>
        <Button
          type="submit"
          size="lg"
          loading={submitting}
          disabled={submitting}
          aria-describedby="registration-agreement"
          icon={<ArrowRight aria-hidden="true" focusable="false" />}
          iconPosition="end"
        >
          {mode === 'full' ? 'Register' : 'Register business'}
        </Button>
      </div>
      <AgreementModal open={agreementOpen} party={party} onClose={() => setAgreementOpen(false)} />
    </>
  );
}
