import type { OneToOne } from '@club/contract/one-to-ones';
import { paths } from '@club/contract/site-pages';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button, ButtonLink } from '@club/ui/button';
import { ConfirmDialog } from '@club/ui/confirm-dialog';
import { MessageDialog } from '@club/ui/message-dialog';
import { Skeleton } from '@club/ui/skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Handshake } from 'lucide-react';
import { useState } from 'react';
import { PageBanner } from '@club/ui/page-banner';
import {
  acceptOneToOne,
  cancelOneToOne,
  declineOneToOne,
  downloadOneToOneCalendar,
  logOneToOne,
  ONE_TO_ONE_KEYS,
  oneToOnesQuery,
} from './api/one-to-one-queries';
import { AnswerForm } from './components/answer-form';
import { LogForm } from './components/log-form';
import { OneToOneSection } from './components/one-to-one-section';
import { groupOneToOnes } from './lib/one-to-one-groups';
import styles from './one-to-ones-page.module.css';

type Action =
  | { kind: 'accept'; id: string; slot: string }
  | { kind: 'decline'; id: string }
  | { kind: 'cancel'; id: string }
  | { kind: 'log'; id: string; note: string };

const DONE: Record<Action['kind'], string> = {
  accept: 'Accepted. You both have it in your e-mail, with a calendar file.',
  decline: 'Declined. We let them know.',
  cancel: 'Cancelled. We let the other member know.',
  log: 'Logged. It counts on your scorecard.',
};

function run(action: Action): Promise<OneToOne> {
  if (action.kind === 'accept') return acceptOneToOne(action.id, action.slot);
  if (action.kind === 'decline') return declineOneToOne(action.id);
  if (action.kind === 'cancel') return cancelOneToOne(action.id);
  return logOneToOne(action.id, action.note);
}

/** `./OneToOnesPage` (/one-to-ones, members): the member's 1-to-1s, to answer, upcoming, to log. */
export default function OneToOnesPage() {
  const queryClient = useQueryClient();
  const list = useQuery(oneToOnesQuery);
  const [asking, setAsking] = useState<{ kind: 'decline' | 'cancel'; item: OneToOne } | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const action = useMutation({
    mutationFn: run,
    onSuccess: (_saved, done) => setMessage({ text: DONE[done.kind], tone: 'success' }),
    onError: (error) =>
      setMessage({ text: getErrorMessage(error, 'Please try again.'), tone: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ONE_TO_ONE_KEYS.all }),
  });
  const busyWith = (id: string) => action.isPending && action.variables.id === id;
  const now = new Date();
  const groups = list.data ? groupOneToOnes(list.data) : null;

  const calendarButton = (item: OneToOne) => (
    <Button
      size="sm"
      variant="secondary"
      icon={<CalendarPlus />}
      onClick={() =>
        void downloadOneToOneCalendar(item.id).catch((error: unknown) =>
          setMessage({ text: getErrorMessage(error, 'Please try again.'), tone: 'error' }),
        )
      }
    >
      Add to calendar
    </Button>
  );
  const cancelButton = (item: OneToOne) => (
    <Button
      size="sm"
      variant="ghost"
      disabled={busyWith(item.id)}
      onClick={() => setAsking({ kind: 'cancel', item })}
    >
      Cancel 1-to-1
    </Button>
  );

  return (
    <>
      <PageBanner
        eyebrow="Members"
        title="My 1-to-1s"
        lead="Meet members one to one: propose times from Meet the Members, agree on one, and log how it went."
        icon={<Handshake />}
      />
      <div className={styles.content}>
        <ButtonLink to={paths.meetMembers()} variant="secondary" className={styles.find}>
          Find a member to meet
        </ButtonLink>
        {list.isPending ? (
          <div aria-busy="true" aria-label="Loading your 1-to-1s" className={styles.loading}>
            <Skeleton height="9rem" />
            <Skeleton height="9rem" />
          </div>
        ) : list.isError ? (
          <Alert
            tone="error"
            title="Your 1-to-1s could not be loaded"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
                Try again
              </Button>
            }
          >
            {getErrorMessage(list.error, 'Please check your connection and try again.')}
          </Alert>
        ) : groups && list.data.length === 0 ? (
          <p className={styles.empty}>
            No 1-to-1s yet. Open Meet the Members and propose one to a member you would like to know
            better.
          </p>
        ) : groups ? (
          <>
            <OneToOneSection title="To answer" items={groups['to-answer']}>
              {(item) => (
                <AnswerForm
                  item={item}
                  now={now}
                  busy={busyWith(item.id)}
                  onAccept={(slot) => action.mutate({ kind: 'accept', id: item.id, slot })}
                  onDecline={() => setAsking({ kind: 'decline', item })}
                />
              )}
            </OneToOneSection>
            <OneToOneSection title="Upcoming" items={groups.upcoming}>
              {(item) => (
                <>
                  {calendarButton(item)}
                  {cancelButton(item)}
                </>
              )}
            </OneToOneSection>
            <OneToOneSection title="To log" items={groups['to-log']}>
              {(item) => (
                <LogForm
                  busy={busyWith(item.id)}
                  onLog={(note) => action.mutate({ kind: 'log', id: item.id, note })}
                />
              )}
            </OneToOneSection>
            <OneToOneSection title="Waiting for an answer" items={groups.waiting}>
              {cancelButton}
            </OneToOneSection>
            <OneToOneSection title="Past" items={groups.done} />
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking !== null}
        message={
          asking?.kind === 'decline'
            ? `Decline the 1-to-1 with ${asking.item.other.name}?`
            : `Cancel the 1-to-1 with ${asking?.item.other.name ?? ''}?`
        }
        detail="We will let them know by e-mail."
        confirmLabel={asking?.kind === 'decline' ? 'Decline' : 'Cancel 1-to-1'}
        cancelLabel="Keep it"
        onConfirm={() => {
          if (asking) action.mutate({ kind: asking.kind, id: asking.item.id });
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
      <MessageDialog
        open={message !== null}
        message={message?.text ?? ''}
        tone={message?.tone}
        onClose={() => setMessage(null)}
      />
    </>
  );
}
