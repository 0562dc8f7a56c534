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

/** A one-off change of one meeting (place, agenda) or its cancellation; the chapter is e-mailed. */
export function MeetingChangeForm({ meetings }: { meetings: readonly Meeting[] }) {
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
        Change or cancel one meeting
      </h2>
      <SelectField
        label="Meeting"
        value={meetingId}
        onChange={(event) => setMeetingId(event.target.value)}
        options={meetings.map((meeting) => ({
          value: meeting.id,
          label: `${meeting.chapter.name} · ${meetingWhen(meeting.startsAt)}${meeting.status === 'cancelled' ? ' (cancelled)' : ''}`,
        }))}
      />
      <CheckboxField
        label="Cancel this meeting"
        checked={cancelled}
        onChange={(event) => setCancelled(event.target.checked)}
      />
      <TextField
        label="New place (optional)"
        value={venue}
        onChange={(e) => setVenue(e.target.value)}
      />
      <TextField
        label="New address (optional)"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <TextAreaField
        label="Message to the chapter's members"
        hint="Sent by e-mail to every member of the chapter with the change."
        value={note}
        onChange={(event) => setNote(event.target.value)}
        required
        maxLength={500}
      />
      {change.isError ? (
        <Alert tone="error">
          {getErrorMessage(change.error, 'The meeting could not be changed.')}
        </Alert>
      ) : null}
      {change.isSuccess ? (
        <Alert tone="success">Saved. The chapter's members are being e-mailed.</Alert>
      ) : null}
      <Button type="submit" disabled={change.isPending || !meetingId}>
        {change.isPending ? 'Saving…' : 'Save and e-mail the chapter'}
      </Button>
    </form>
  );
}
