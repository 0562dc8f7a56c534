import { formatIndianDate } from '@club/contract/india-time/format';
import { AGREEMENT_TERM_MONTHS } from '@club/contract/membership/membership-plans';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import {
  AGREEMENT_SECTIONS,
  agreementPreamble,
  type AgreementParty,
} from '@/features/connect/data/membership-agreement';
import { useT } from '@/features/connect/i18n';
import styles from './agreement-modal.module.css';

interface AgreementModalProps {
  open: boolean;
  party: AgreementParty;
  onClose: () => void;
}

/** The Membership Agreement, personalised from the form and dated today; 'I Agree' only closes it. */
export function AgreementModal({ open, party, onClose }: AgreementModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t('onboarding.connect.agreement.title')}
      footer={<Button onClick={onClose}>{t('onboarding.connect.agreement.agree')}</Button>}
    >
      <div className={styles.text}>
        <p className={styles.preamble}>
          {agreementPreamble(t, party, formatIndianDate(new Date()))}
        </p>
        {AGREEMENT_SECTIONS.map((section) => (
          <section key={section.heading} aria-label={t(section.heading)}>
            <h3 className={styles.heading}>{t(section.heading)}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{t(paragraph, { months: AGREEMENT_TERM_MONTHS })}</p>
            ))}
          </section>
        ))}
        <p className={styles.note}>{t('onboarding.connect.agreement.note')}</p>
      </div>
    </Modal>
  );
}
