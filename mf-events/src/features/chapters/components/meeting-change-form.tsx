import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '@club/contract/events';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@club/ui/form-field';
import { useState, type FormEvent } from 'react';
import { EVENT_KEYS } from '@/lib/event-queries';
import { meetingWhen } from '@/lib/meeting-time';
import { changeMeeting } from '../queries';
import styles from '../chapters-page.module.css';
import { useT } from '../i18n';

/** A one-off change of one meeting (place, agenda) or its cancellation; the chapter is e-mailed. */
export function MeetingChangeForm({ meetings }: { meetings: readonly Meeting[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [meetingId, setMeetingId] = useState(meetings[0]?.id ?? '');
  const [venue, setVenue] = useState('');
  const [address, setAddress] = useState('');
  const [cancelled, setCancelled] = useState(false);
  const [note, setNote] = useState('');
  const change = useMutation({
    mutationFn: () =>
      changeMeeting(meetingId, {
        ...(venue.trim() ? { venue } : {}),
        ...(address.trim() ? { address } : {}),
        ...(cancelled ? { cancelled: true } : {}),
        note,
      }),
    onSuccess: async () => {
      setVenue('');
      setAddress('');
      setNote('');
      setCancelled(false);
      await queryClient.invalidateQueries({ queryKey: EVENT_KEYS.meetings });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="change-heading">
      <h2 id="change-heading" className={styles.sectionTitle}>
        {t('events.chapters.change.heading')}
      </h2>
      <SelectField
        label={t('events.chapters.change.meeting')}
        value={meetingId}
        onChange={(event) => setMeetingId(event.target.value)}
        options={meetings.map((meeting) => ({
          value: meeting.id,
          label: t(
            meeting.status === 'cancelled'
              ? 'events.chapters.change.optionCancelled'
              : 'events.chapters.change.option',
            { chapter: meeting.chapter.name, when: meetingWhen(meeting.startsAt) },
          ),
        }))}
      />
      <CheckboxField
        label={t('events.chapters.change.cancel')}
        checked={cancelled}
        onChange={(event) => setCancelled(event.target.checked)}
      />
      <TextField
        label={t('events.chapters.change.venue')}
        value={venue}
        onChange={(e) => setVenue(e.target.value)}
      />
      <TextField
        label={t('events.chapters.change.address')}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <TextAreaField
        label={t('events.chapters.change.note')}
        hint={t('events.chapters.change.noteHint')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        required
        maxLength={500}
      />
      {change.isError ? (
        <Alert tone="error">
          {getErrorMessage(change.error, t('events.chapters.change.error'))}
        </Alert>
      ) : null}
      {change.isSuccess ? <Alert tone="success">{t('events.chapters.change.saved')}</Alert> : null}
      <Button type="submit" disabled={change.isPending || !meetingId}>
        {change.isPending ? t('events.chapters.saving') : t('events.chapters.change.submit')}
      </Button>
    </form>
  );
}
