import type { Lead } from '@club/contract/leads';
import { MESSAGES } from '@club/contract/copy/messages';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import { useT } from '../i18n';
import styles from '../my-leads-page.module.css';

interface DeleteLeadDialogProps {
  /** The lead to delete; null keeps the dialog closed. */
  lead: Lead | null;
  onCancel: () => void;
  onConfirm: (lead: Lead) => void;
}

/** Asks before the member's own lead is deleted. */
export function DeleteLeadDialog({ lead, onCancel, onConfirm }: DeleteLeadDialogProps) {
  const t = useT();
  return (
    <Modal
      open={lead !== null}
      onClose={onCancel}
      size="sm"
      title={t('member.leads.delete.title')}
      footer={
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={onCancel}>
            {t('member.leads.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={() => lead && onConfirm(lead)}>
            {t('member.leads.delete.confirm')}
          </Button>
        </div>
      }
    >
      <p>{lead ? MESSAGES.leads.deleteConfirm(lead.title) : ''}</p>
    </Modal>
  );
}
