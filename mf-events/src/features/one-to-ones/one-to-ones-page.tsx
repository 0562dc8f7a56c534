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
import { useT, type MessageId } from './i18n';

type Action =
  | { kind: 'accept'; id: string; slot: string }
  | { kind: 'decline'; id: string }
  | { kind: 'cancel'; id: string }
  | { kind: 'log'; id: string; note: string };

const DONE: Record<Action['kind'], MessageId> = {
  accept: 'events.oneToOnes.done.accept',
  decline: 'events.oneToOnes.done.decline',
  cancel: 'events.oneToOnes.done.cancel',
  log: 'events.oneToOnes.done.log',
};

function run(action: Action): Promise<OneToOne> {
  if (action.kind === 'accept') return acceptOneToOne(action.id, action.slot);
  if (action.kind === 'decline') return declineOneToOne(action.id);
  if (action.kind === 'cancel') return cancelOneToOne(action.id);
  return logOneToOne(action.id, action.note);
}

/** `./OneToOnesPage` (/one-to-ones, members): the member's 1-to-1s, to answer, upcoming, to log. */
export default function OneToOnesPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery(oneToOnesQuery);
  const [asking, setAsking] = useState<{ kind: 'decline' | 'cancel'; item: OneToOne } | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const action = useMutation({
    mutationFn: run,
    onSuccess: (_saved, done) => setMessage({ text: t(DONE[done.kind]), tone: 'success' }),
    onError: (error) =>
      setMessage({ text: getErrorMessage(error, t('events.oneToOnes.tryAgain')), tone: 'error' }),
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
          setMessage({
            text: getErrorMessage(error, t('events.oneToOnes.tryAgain')),
            tone: 'error',
          }),
        )
      }
    >
      {t('events.oneToOnes.addToCalendar')}
    </Button>
  );
  const cancelButton = (item: OneToOne) => (
    <Button
      size="sm"
      variant="ghost"
      disabled={busyWith(item.id)}
      onClick={() => setAsking({ kind: 'cancel', item })}
    >
      {t('events.oneToOnes.cancel')}
    </Button>
  );

  return (
    <>
      <PageBanner
        eyebrow={t('events.oneToOnes.eyebrow')}
        title={t('events.oneToOnes.title')}
        lead={t('events.oneToOnes.lead')}
        icon={<Handshake />}
      />
      <div className={styles.content}>
        <ButtonLink to={paths.meetMembers()} variant="secondary" className={styles.find}>
          {t('events.oneToOnes.find')}
        </ButtonLink>
        {list.isPending ? (
          <div
            aria-busy="true"
            aria-label={t('events.oneToOnes.loading')}
            className={styles.loading}
          >
            <Skeleton height="9rem" />
            <Skeleton height="9rem" />
          </div>
        ) : list.isError ? (
          <Alert
            tone="error"
            title={t('events.oneToOnes.loadError')}
            actions={
              <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
                {t('events.oneToOnes.retry')}
              </Button>
            }
          >
            {getErrorMessage(list.error, t('events.oneToOnes.connection'))}
          </Alert>
        ) : groups && list.data.length === 0 ? (
          <p className={styles.empty}>{t('events.oneToOnes.empty')}</p>
        ) : groups ? (
          <>
            <OneToOneSection
              title={t('events.oneToOnes.section.toAnswer')}
              items={groups['to-answer']}
            >
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
            <OneToOneSection title={t('events.oneToOnes.section.upcoming')} items={groups.upcoming}>
              {(item) => (
                <>
                  {calendarButton(item)}
                  {cancelButton(item)}
                </>
              )}
            </OneToOneSection>
            <OneToOneSection title={t('events.oneToOnes.section.toLog')} items={groups['to-log']}>
              {(item) => (
                <LogForm
                  busy={busyWith(item.id)}
                  onLog={(note) => action.mutate({ kind: 'log', id: item.id, note })}
                />
              )}
            </OneToOneSection>
            <OneToOneSection title={t('events.oneToOnes.section.waiting')} items={groups.waiting}>
              {cancelButton}
            </OneToOneSection>
            <OneToOneSection title={t('events.oneToOnes.section.past')} items={groups.done} />
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking !== null}
        message={
          asking?.kind === 'decline'
            ? t('events.oneToOnes.confirm.decline', { name: asking.item.other.name })
            : t('events.oneToOnes.confirm.cancel', { name: asking?.item.other.name ?? '' })
        }
        detail={t('events.oneToOnes.confirm.detail')}
        confirmLabel={
          asking?.kind === 'decline' ? t('events.oneToOnes.decline') : t('events.oneToOnes.cancel')
        }
        cancelLabel={t('events.oneToOnes.keep')}
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
