import { formatIndianDate } from '@club/contract/india-time/format';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import {
  AGREEMENT_SECTIONS,
  agreementPreamble,
  type AgreementParty,
} from '@/features/connect/data/membership-agreement';
import styles from './agreement-modal.module.css';

interface AgreementModalProps {
  open: boolean;
  party: AgreementParty;
  onClose: () => void;
}

/** The Membership Agreement, personalised from the form and dated today; 'I Agree' only closes it. */
export function AgreementModal({ open, party, onClose }: AgreementModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="Membership Agreement"
      footer={<Button onClick={onClose}>I Agree</Button>}
    >
      <div className={styles.text}>
        <p className={styles.preamble}>{agreementPreamble(party, formatIndianDate(new Date()))}</p>
        {AGREEMENT_SECTIONS.map((section) => (
          <section key={section.heading} aria-label={section.heading}>
            <h3 className={styles.heading}>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p className={styles.note}>
          Registering your business is taken as agreeing to these terms.
        </p>
      </div>
    </Modal>
  );
}
