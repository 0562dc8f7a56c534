import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitorInvitation } from '@club/contract/visitors';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { ConfirmDialog } from '@club/ui/confirm-dialog';
import { useState } from 'react';
import { INVITATION_KEYS, withdrawInvitation } from '../api/invitation-queries';
import { useT } from '../i18n';

/**
 * Withdraws an invitation the guest has not registered with, after a
 * confirmation: the link in the guest's e-mail then says it was withdrawn.
 */
export function WithdrawInvitation({ invitation }: { invitation: VisitorInvitation }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const client = useQueryClient();
  const withdrawal = useMutation({
    mutationFn: () => withdrawInvitation(invitation.id),
    onSuccess: () => client.invalidateQueries({ queryKey: INVITATION_KEYS.mine }),
  });
  return (
    <>
      {withdrawal.isError ? (
        <Alert tone="error" title={t('events.myInvitations.withdraw.failed')}>
          {getErrorMessage(withdrawal.error, t('events.myInvitations.pleaseTryAgain'))}
        </Alert>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        loading={withdrawal.isPending}
        onClick={() => setConfirming(true)}
        aria-label={t('events.myInvitations.withdraw.label', { name: invitation.name })}
      >
        {t('events.myInvitations.withdraw.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        message={t('events.myInvitations.withdraw.confirm', { name: invitation.name })}
        detail={t('events.myInvitations.withdraw.detail')}
        confirmLabel={t('events.myInvitations.withdraw.yes')}
        cancelLabel={t('events.myInvitations.withdraw.keep')}
        onConfirm={() => {
          setConfirming(false);
          withdrawal.mutate();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
