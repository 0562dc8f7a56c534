import type {
  PaidEventView,
  TicketOrderResponse,
  TicketTypeView,
  WaitlistEntryView,
} from '@club/contract/event-tickets';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  acceptOffer,
  joinWaitlist,
  leaveWaitlist,
  orderTicket,
  TICKET_KEYS,
} from '@/lib/ticket-queries';
import { useTicketCheckout } from '../hooks/use-ticket-checkout';
import { noticeOf, type OutcomeNotice } from '../lib/ticket-outcome';
import { BillingStateField } from './billing-state-field';
import { TicketTypeCard } from './ticket-type-card';
import { useT } from '../i18n';
import styles from '../paid-event-page.module.css';

/**
 * The event's ticket types and what the user can do with each: buy (through
 * the card checkout), join or leave a sold out type's waitlist, pay for a
 * seat offered to them. A user without a company gives their state once, for
 * the invoice; it stays chosen whatever happens to a payment.
 */
export function TicketTypesSection({
  event,
  signInPath,
  isMember,
  hasCompany,
  places,
}: {
  event: PaidEventView;
  signInPath: string | null;
  isMember: boolean;
  hasCompany: boolean;
  places: readonly WaitlistEntryView[];
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { pay, busyWith } = useTicketCheckout();
  const [waitlistBusy, setWaitlistBusy] = useState<string | null>(null);
  const [stateId, setStateId] = useState<number | undefined>(undefined);
  const [stateMissing, setStateMissing] = useState(false);
  const [notice, setNotice] = useState<OutcomeNotice | null>(null);
  // Seats this page's orders hold (by ticket type): a closed payment window keeps the seat held
  // for a while, so the buyer still sees Buy on a type that now looks sold out to everyone else.
  const [held, setHeld] = useState<Readonly<Record<string, string>>>({});
  const needsState = signInPath === null && !hasCompany;
  const onSale = event.status === 'on-sale';

  /** The state to bill, or null (and the field says so) when a user without a company has none. */
  const billingState = (): number | undefined | null => {
    if (!needsState) return undefined;
    if (stateId === undefined) {
      setStateMissing(true);
      return null;
    }
    return stateId;
  };

  const checkout = async (
    key: string,
    typeId: string,
    start: (state: number | undefined) => Promise<TicketOrderResponse>,
  ) => {
    const state = billingState();
    if (state === null) return;
    setNotice(null);
    const outcome = await pay(key, async () => {
      const order = await start(state);
      setHeld((before) => ({ ...before, [typeId]: order.holdExpiresAt }));
      return order;
    });
    if (!outcome) return;
    if (outcome.kind === 'paid') {
      setHeld(({ [typeId]: _paid, ...rest }) => rest);
    }
    setNotice(noticeOf(outcome, t));
  };

  const waitlist = async (type: TicketTypeView, action: 'join' | 'leave') => {
    setWaitlistBusy(`${action}-${type.id}`);
    setNotice(null);
    try {
      if (action === 'join') await joinWaitlist(type.id);
      else await leaveWaitlist(type.id);
      setNotice({
        tone: 'success',
        title:
          action === 'join' ? t('events.events.tickets.joined') : t('events.events.tickets.left'),
        text:
          action === 'join'
            ? t('events.events.tickets.joinedText', { name: type.name })
            : t('events.events.tickets.leftText', { name: type.name }),
      });
    } catch (error) {
      setNotice({
        tone: 'error',
        title: t('events.events.tickets.failed'),
        text: getErrorMessage(error, t('events.events.tryLater')),
      });
    } finally {
      setWaitlistBusy(null);
      void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.mine });
      void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.paidEvents });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="tickets-heading">
      <h2 id="tickets-heading" className={styles.heading}>
        {t('events.events.tickets.heading')}
      </h2>
      <p className={styles.muted}>{t('events.events.tickets.intro')}</p>
      {!onSale ? (
        <Alert tone="warning" title={t('events.events.tickets.cancelled')}>
          {t('events.events.tickets.cancelledText')}
        </Alert>
      ) : null}
      {needsState && onSale ? (
        <BillingStateField
          value={stateId}
          onChange={(value) => {
            setStateId(value);
            setStateMissing(false);
          }}
          showError={stateMissing}
        />
      ) : null}
      {notice ? (
        <Alert tone={notice.tone} title={notice.title} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      {onSale ? (
        <ul className={styles.types}>
          {event.ticketTypes.map((type) => (
            <TicketTypeCard
              key={type.id}
              type={type}
              isMember={isMember}
              entry={places.find((entry) => entry.ticketTypeId === type.id)}
              heldUntil={held[type.id]}
              actions={{
                signInPath,
                busy: busyWith ?? waitlistBusy,
                onBuy: (chosen) =>
                  void checkout(`buy-${chosen.id}`, chosen.id, (state) =>
                    orderTicket(chosen.id, state),
                  ),
                onPayOffer: (chosen, entry) =>
                  void checkout(`offer-${entry.id}`, chosen.id, (state) =>
                    acceptOffer(entry.id, state),
                  ),
                onJoin: (chosen) => void waitlist(chosen, 'join'),
                onLeave: (chosen) => void waitlist(chosen, 'leave'),
              }}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
