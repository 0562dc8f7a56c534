import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  adminGrievanceAnswerBodySchema,
  GRIEVANCE_ANSWER_MAX,
  grievanceAnswerNotice,
  type AdminGrievance,
  type AdminGrievanceAnswerBody,
} from '@club/contract/privacy';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextAreaField } from '@club/ui/form-field';
import { Modal } from '@club/ui/modal';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { answerGrievance, grievanceOfficerQuery } from '../api/grievance-requests';
import view from '../../components/message-view.module.css';
import { MessageDetails, MessageText } from '../../components/message-view';

interface GrievanceDialogProps {
  grievance: AdminGrievance;
  onClose: () => void;
  onAnswered: (grievance: AdminGrievance) => void;
}

/**
 * One grievance in full. An open one takes the answer, which is e-mailed to
 * the person and recorded in the audit trail; an answered one shows it.
 */
export function GrievanceDialog({ grievance, onClose, onAnswered }: GrievanceDialogProps) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<AdminGrievanceAnswerBody>({
    defaultValues: { answer: '' },
    resolver: zodResolver(adminGrievanceAnswerBodySchema),
  });
  const open = grievance.status === 'open';
  const officer = useQuery(grievanceOfficerQuery);
  const officerMailbox = officer.data?.email ?? 'the Grievance Officer’s mailbox';

  const save = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      onAnswered(await answerGrievance(grievance.id, values.answer));
    } catch (error) {
      setSaveError(getErrorMessage(error, 'The answer could not be sent. Please try again.'));
    }
  });

  const details: [string, string | null][] = [
    ['Reference', grievance.reference],
    ['Received', formatIndianDateTime(grievance.createdAt)],
    ['Due by', formatIndianDateTime(grievance.dueAt)],
    ['E-mail', grievance.email],
    ['Filed', grievance.userId ? 'Signed in' : 'As a visitor'],
    ['Answered', grievance.answeredAt ? formatIndianDateTime(grievance.answeredAt) : null],
    ['Answered by', grievance.answeredBy],
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title={`Grievance ${grievance.reference} from ${grievance.name}`}
      description={grievance.subject}
      size="lg"
      footer={
        <div className={view.footerActions}>
          <Button variant="secondary" onClick={onClose}>
            {open ? 'Cancel' : 'Close'}
          </Button>
          {open ? (
            <Button type="submit" form="grievance-answer-form" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Sending…' : 'Send answer'}
            </Button>
          ) : null}
        </div>
      }
    >
      <MessageDetails details={details} />
      <MessageText title="Grievance" text={grievance.message} />
      {open ? (
        <form
          id="grievance-answer-form"
          className={view.form}
          onSubmit={(event) => void save(event)}
          noValidate
        >
          <TextAreaField
            label="Answer"
            hint={grievanceAnswerNotice(officerMailbox)}
            rows={6}
            maxLength={GRIEVANCE_ANSWER_MAX}
            required
            error={formState.errors.answer?.message}
            {...register('answer')}
          />
          {saveError ? <Alert tone="error">{saveError}</Alert> : null}
        </form>
      ) : (
        <>
          <MessageText title="Answer" text={grievance.answer ?? ''} />
        </>
      )}
    </Modal>
  );
}
