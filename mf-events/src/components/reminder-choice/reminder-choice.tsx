import { useContractText } from '@club/ui/contract-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consentEndpoints, CONSENT_LABELS } from '@club/contract/privacy';
import { callApi } from '@club/platform/api/api-client';
import { queryKeys } from '@club/platform/api/query-keys';
import { useId, useState } from 'react';
import { useT } from '../i18n';
import styles from './reminder-choice.module.css';

const consentsQuery = {
  queryKey: queryKeys.user.consents,
  queryFn: async () => (await callApi(consentEndpoints.get)).consents,
  retry: false,
};

/**
 * The member's choice of reminder e-mails, offered where they said they will
 * come. It is the same consent as on My Data (one switch for every meeting and
 * event), off until they turn it on, and saved at once.
 */
export function ReminderChoice() {
  const t = useT();
  const translate = useContractText();
  const id = useId();
  const queryClient = useQueryClient();
  const consents = useQuery(consentsQuery);
  // The choice being saved, shown from the click on. Set in the click itself: the mutation's
  // own pending state reaches React a tick later, and until then React put the controlled
  // box back as it was.
  const [saving, setSaving] = useState<boolean | null>(null);
  const change = useMutation({
    // A read of the consents still on its way was taken before this save: it must not land
    // after the save's answer and turn the switch back.
    onMutate: () => queryClient.cancelQueries({ queryKey: queryKeys.user.consents }),
    mutationFn: async (on: boolean) =>
      (await callApi(consentEndpoints.update, { body: { eventReminders: on } })).consents,
    onSuccess: (next) => queryClient.setQueryData(queryKeys.user.consents, next),
  });
  if (!consents.isSuccess) return null;
  const current = consents.data.find((consent) => consent.kind === 'eventReminders');
  const on = saving ?? current?.granted ?? false;
  return (
    <div className={styles.choice}>
      <input
        id={id}
        type="checkbox"
        className={styles.box}
        checked={on}
        disabled={saving !== null}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setSaving(event.target.checked);
          change.mutate(event.target.checked, { onSettled: () => setSaving(null) });
        }}
      />
      <div>
        <label htmlFor={id} className={styles.label}>
          {t('events.components.reminder.label')}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('events.components.reminder.hint', {
            consent: translate(CONSENT_LABELS.eventReminders.label),
          })}
        </p>
        {change.isError ? (
          <p className={styles.error} role="alert">
            {t('events.components.reminder.error')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
