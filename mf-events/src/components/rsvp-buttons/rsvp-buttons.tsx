import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RSVP_ANSWERS, type MyMeeting, type RsvpAnswer } from '@club/contract/events';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Check, HelpCircle, X } from 'lucide-react';
import { answerMeeting, EVENT_KEYS } from '@/lib/event-queries';
import { useT, type MessageId } from '../i18n';
import styles from './rsvp-buttons.module.css';

const LABELS: Record<RsvpAnswer, MessageId> = {
  yes: 'events.components.rsvp.yes',
  maybe: 'events.components.rsvp.maybe',
  no: 'events.components.rsvp.no',
};
const ICONS = { yes: Check, maybe: HelpCircle, no: X } as const;

/** Yes / Maybe / No for one meeting: a pressed button is the member's answer. */
export function RsvpButtons({
  meetingId,
  answer,
  onAnswered,
}: {
  meetingId: string;
  answer: RsvpAnswer | null;
  onAnswered?: (result: MyMeeting) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (next: RsvpAnswer) => answerMeeting(meetingId, next),
    onSuccess: async (result) => {
      onAnswered?.(result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EVENT_KEYS.myMeetings }),
        queryClient.invalidateQueries({ queryKey: EVENT_KEYS.meeting(meetingId) }),
        queryClient.invalidateQueries({ queryKey: EVENT_KEYS.attendees(meetingId) }),
      ]);
    },
  });
  const shown = mutation.isPending ? mutation.variables : answer;
  return (
    <div className={styles.wrap}>
      <div className={styles.group} role="group" aria-label={t('events.components.rsvp.group')}>
        {RSVP_ANSWERS.map((option) => {
          const Icon = ICONS[option];
          return (
            <button
              key={option}
              type="button"
              className={styles.option}
              data-answer={option}
              aria-pressed={shown === option}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(option)}
            >
              <Icon aria-hidden="true" />
              {t(LABELS[option])}
            </button>
          );
        })}
      </div>
      {mutation.isError ? (
        <p className={styles.error} role="alert">
          {getErrorMessage(mutation.error, t('events.components.rsvp.error'))}
        </p>
      ) : null}
    </div>
  );
}
