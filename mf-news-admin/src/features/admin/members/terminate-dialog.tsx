import { TERMINATION_GROUNDS } from '@club/contract/admin-members';
import { membershipTerminateBodySchema } from '@club/contract/membership';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField, TextAreaField } from '@club/ui/form-field';
import { Modal } from '@club/ui/modal';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { terminateMembership } from '../api/admin-member-requests';

const OTHER = 'other';

/** The reason sent: the chosen ground, with the details after it, or the details alone. */
export function terminationReason(ground: string, details: string): string {
  const text = details.trim();
  if (ground === OTHER || ground === '') return text;
  return text ? `${ground}: ${text}` : ground;
}

interface TerminateDialogProps {
  open: boolean;
  onClose: () => void;
  membershipId: string;
  companyName: string;
  planName: string;
  onTerminated: () => void;
}

/**
 * Ends a membership at once. The admin picks one of the Cancellation Policy's
 * grounds (or "Other") and may add details; the reason is kept in the audit
 * trail and told to the member.
 */
export function TerminateDialog({
  open,
  onClose,
  membershipId,
  companyName,
  planName,
  onTerminated,
}: TerminateDialogProps) {
  const [ground, setGround] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (reason: string) => terminateMembership(membershipId, reason),
    onSuccess: () => {
      onTerminated();
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = membershipTerminateBodySchema.safeParse({
      reason: terminationReason(ground, details),
    });
    if (!ground) {
      setError('Choose the ground for the termination');
      return;
    }
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give the reason for the termination');
      return;
    }
    setError(null);
    mutation.mutate(parsed.data.reason);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Terminate membership"
      description={`${companyName} · ${planName}: access ends at once and auto-renewal stops. This cannot be undone.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            type="submit"
            form="terminate-form"
            disabled={mutation.isPending}
          >
            {mutation.isPending ? 'Terminating…' : 'Terminate membership'}
          </Button>
        </>
      }
    >
      <form id="terminate-form" onSubmit={submit} noValidate>
        <SelectField
          label="Ground (Cancellation Policy)"
          placeholder="Choose a ground"
          required
          options={[
            ...TERMINATION_GROUNDS.map((text) => ({ value: text, label: text })),
            { value: OTHER, label: 'Other (describe below)' },
          ]}
          value={ground}
          onChange={(event) => setGround(event.target.value)}
          error={error && !ground ? error : undefined}
        />
        <TextAreaField
          label="Details"
          hint="What happened; the member is told the reason."
          value={details}
          maxLength={400}
          onChange={(event) => setDetails(event.target.value)}
          error={error && ground ? error : undefined}
        />
        {mutation.isError ? (
          <Alert tone="error">
            {getErrorMessage(mutation.error, 'The membership could not be terminated.')}
          </Alert>
        ) : null}
      </form>
    </Modal>
  );
}
