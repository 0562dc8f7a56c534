import { Button } from '@club/ui/button';
import { withTags } from '@club/ui/i18n';
import { ArrowRight, FileText } from 'lucide-react';
import { useState } from 'react';
import type { RegistrationFormMode } from '@/features/connect/lib/registration-form';
import type { AgreementParty } from '@/features/connect/data/membership-agreement';
import { useT } from '@/features/connect/i18n';
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
  const t = useT();
  const [agreementOpen, setAgreementOpen] = useState(false);
  return (
    <>
      <div className={styles.submitRow}>
        <p className={styles.agreement} id="registration-agreement">
          {withTags(
            t(
              mode === 'full'
                ? 'onboarding.connect.form.agreementWithPrivacy'
                : 'onboarding.connect.form.agreement',
            ),
            {
              link: (text) => (
                <button
                  type="button"
                  className={styles.agreementLink}
                  onClick={() => setAgreementOpen(true)}
                >
                  <FileText aria-hidden="true" focusable="false" />
                  {text}
                </button>
              ),
            },
          )}
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
          {mode === 'full'
            ? t('onboarding.connect.form.register')
            : t('onboarding.connect.form.registerBusiness')}
        </Button>
      </div>
      <AgreementModal open={agreementOpen} party={party} onClose={() => setAgreementOpen(false)} />
    </>
  );
}
