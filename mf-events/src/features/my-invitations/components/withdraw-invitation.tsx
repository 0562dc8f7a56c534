import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitorInvitation } from '@club/contract/visitors';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { ConfirmDialog } from '@club/ui/confirm-dialog';
import { useState } from 'react';
import { INVITATION_KEYS, withdrawInvitation } from '../api/invitation-queries';

/**
 * Withdraws an invitation the guest has not registered with, after a
 * confirmation: the link in the guest's e-mail then says it was withdrawn.
 */
export function WithdrawInvitation({ invitation }: { invitation: VisitorInvitation }) {
  const [confirming, setConfirming] = useState(false);
  const client = useQueryClient();
  const withdrawal = useMutation({
    mutationFn: () => withdrawInvitation(invitation.id),
    onSuccess: () => client.invalidateQueries({ queryKey: INVITATION_KEYS.mine }),
  });
  return (
    <>
      {withdrawal.isError ? (
        <Alert tone="error" title="The invitation was not withdrawn">
          {getErrorMessage(withdrawal.error, 'Please try again.')}
        </Alert>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        loading={withdrawal.isPending}
        onClick={() => setConfirming(true)}
        aria-label={`Withdraw the invitation to ${invitation.name}`}
      >
        Withdraw invitation
      </Button>
      <ConfirmDialog
        open={confirming}
        message={`Withdraw your invitation to ${invitation.name}?`}
        detail="The link in their e-mail will stop working and tell them the invitation was withdrawn. You can invite them again later."
        confirmLabel="Withdraw"
        cancelLabel="Keep invitation"
        onConfirm={() => {
          setConfirming(false);
          withdrawal.mutate();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
