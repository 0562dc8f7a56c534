import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  inquiryCategoryLabel,
  INQUIRY_KIND_LABELS,
  INQUIRY_NOTES_MAX,
  INQUIRY_NOTES_TOO_LONG,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type AdminInquiry,
} from '@club/contract/inquiries';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField, TextAreaField } from '@club/ui/form-field';
import { Modal } from '@club/ui/modal';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { updateInquiry } from '../api/inquiry-requests';
import { InquiryReplies } from './inquiry-replies';
import styles from '../admin-inquiries-page.module.css';
import view from '../../components/message-view.module.css';
import { MessageDetails, MessageText } from '../../components/message-view';

/** The admin's fields, with the limits the server applies to PATCH /admin/inquiries/:id. */
const inquiryFormSchema = z.object({
  status: z.enum(INQUIRY_STATUSES),
  notes: z.string().check(z.maxLength(INQUIRY_NOTES_MAX, INQUIRY_NOTES_TOO_LONG)),
});
type FormValues = z.infer<typeof inquiryFormSchema>;

const STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({
  value: status,
  label: INQUIRY_STATUS_LABELS[status],
}));

interface InquiryDialogProps {
  inquiry: AdminInquiry;
  onClose: () => void;
  onSaved: (inquiry: AdminInquiry) => void;
  /** A reply went out: the inquiry as it is now (with the reply, perhaps a new status). */
  onReplied: (inquiry: AdminInquiry) => void;
}

/** One inquiry in full, its replies and the box to reply, and the admin's status and notes. */
export function InquiryDialog({ inquiry, onClose, onSaved, onReplied }: InquiryDialogProps) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue } = useForm<FormValues>({
    defaultValues: { status: inquiry.status, notes: inquiry.notes },
    resolver: zodResolver(inquiryFormSchema),
  });

  const save = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      onSaved(await updateInquiry(inquiry.id, values));
    } catch (error) {
      setSaveError(getErrorMessage(error, 'The inquiry could not be saved. Please try again.'));
    }
  });

  const details: [string, string | null][] = [
    ['Form', INQUIRY_KIND_LABELS[inquiry.kind]],
    ['Received', formatIndianDateTime(inquiry.createdAt)],
    ['E-mail', inquiry.email],
    ['Phone', inquiry.phone],
    ['Company', inquiry.companyName],
    ['Category', inquiry.category ? inquiryCategoryLabel(inquiry.category) : null],
    ['Sent from', inquiry.page],
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title={`Inquiry from ${inquiry.name}`}
      description={inquiry.subject ?? undefined}
      size="lg"
      footer={
        <div className={styles.dialogFooter}>
          <span className={view.footerActions}>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="inquiry-form" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving…' : 'Save'}
            </Button>
          </span>
        </div>
      }
    >
      <MessageDetails details={details} />
      <MessageText title="Message" text={inquiry.message} />
      <InquiryReplies
        inquiry={inquiry}
        onReplied={(updated) => {
          // A reply to a new inquiry answers it: the status select follows.
          setValue('status', updated.status);
          onReplied(updated);
        }}
      />
      <h3 className={view.messageTitle}>Status and notes</h3>
      <form
        id="inquiry-form"
        className={view.form}
        onSubmit={(event) => void save(event)}
        noValidate
      >
        <SelectField label="Status" options={STATUS_OPTIONS} {...register('status')} />
        <TextAreaField
          label="Internal notes"
          hint="Only admins see these notes; the sender never does."
          rows={4}
          maxLength={INQUIRY_NOTES_MAX}
          error={formState.errors.notes?.message}
          {...register('notes')}
        />
        {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      </form>
    </Modal>
  );
}
