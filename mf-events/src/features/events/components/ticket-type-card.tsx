import {
  ticketTotalOf,
  TICKET_GST_PERCENT,
  type TicketTypeView,
  type WaitlistEntryView,
} from '@club/contract/event-tickets';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { Button, ButtonLink } from '@club/ui/button';
import { useT } from '../i18n';
import styles from './ticket-type-card.module.css';

export interface TicketTypeActions {
  /** The sign-in page that brings a stranger back here; null when signed in. */
  signInPath: string | null;
  busy: string | null;
  onBuy: (type: TicketTypeView) => void;
  onJoin: (type: TicketTypeView) => void;
  onLeave: (type: TicketTypeView) => void;
  onPayOffer: (type: TicketTypeView, entry: WaitlistEntryView) => void;
}

function Price({ label, price, yours }: { label: string; price: number; yours: boolean }) {
  const t = useT();
  return (
    <div className={styles.price} data-yours={yours || undefined}>
      <dt>
        {label}
        {yours ? <span className={styles.yours}>{t('events.events.type.yourPrice')}</span> : null}
      </dt>
      <dd>
        <strong>{formatRupees(ticketTotalOf(price))}</strong>{' '}
        <span className={styles.muted}>
          {t('events.events.type.gst', { price: formatRupees(price), percent: TICKET_GST_PERCENT })}
        </span>
      </dd>
    </div>
  );
}

/** One ticket type: its prices with GST, the seats left, and what the user can do. */
export function TicketTypeCard({
  type,
  entry,
  isMember,
  heldUntil,
  actions,
}: {
  type: TicketTypeView;
  /** Until when an order this page made holds a seat of this type for the user (not paid yet). */
  heldUntil?: string;
  /** The user's live place on this type's waitlist (waiting or offered), if any. */
  entry: WaitlistEntryView | undefined;
  isMember: boolean;
  actions: TicketTypeActions;
}) {
  // The user's own held seat is theirs to pay for, though no seat is left for anyone else (once
  // the hold has run out, the API says whether a seat is still there).
  const t = useT();
  const holding = heldUntil !== undefined;
  const soldOut = type.seatsLeft === 0 && !holding;
  const headingId = `ticket-type-${type.id}`;
  const signedIn = actions.signInPath === null;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h3 id={headingId} className={styles.name}>
          {type.name}
        </h3>
        {soldOut ? (
          <p className={styles.soldOut}>{t('events.events.type.soldOut')}</p>
        ) : holding ? (
          <p className={styles.seats}>
            {t('events.events.type.heldUntil', { time: formatIndianDateTime(heldUntil) })}
          </p>
        ) : (
          <p className={styles.seats}>
            {t('events.events.type.seatsLeft', { left: type.seatsLeft, capacity: type.capacity })}
          </p>
        )}
      </div>
      <dl className={styles.prices}>
        <Price
          label={t('events.events.type.members')}
          price={type.memberPrice}
          yours={signedIn && isMember}
        />
        <Price
          label={t('events.events.type.visitors')}
          price={type.visitorPrice}
          yours={signedIn && !isMember}
        />
      </dl>
      <div className={styles.actions}>
        {!signedIn ? (
          <ButtonLink to={actions.signInPath ?? ''} variant="secondary">
            {t('events.events.type.signIn')}
          </ButtonLink>
        ) : entry?.status === 'offered' ? (
          <>
            <p className={styles.offer} role="status">
              {t('events.events.type.offer', { time: formatIndianDateTime(entry.offerExpiresAt) })}
            </p>
            <Button
              loading={actions.busy === `offer-${entry.id}`}
              onClick={() => actions.onPayOffer(type, entry)}
            >
              {t('events.events.type.pay')}
            </Button>
            <Button
              variant="ghost"
              loading={actions.busy === `leave-${type.id}`}
              onClick={() => actions.onLeave(type)}
            >
              {t('events.events.type.leave')}
            </Button>
          </>
        ) : entry?.status === 'waiting' ? (
          <>
            <p className={styles.muted}>{t('events.events.type.waiting')}</p>
            <Button
              variant="secondary"
              loading={actions.busy === `leave-${type.id}`}
              onClick={() => actions.onLeave(type)}
            >
              {t('events.events.type.leave')}
            </Button>
          </>
        ) : soldOut ? (
          <Button
            variant="secondary"
            loading={actions.busy === `join-${type.id}`}
            onClick={() => actions.onJoin(type)}
          >
            {t('events.events.type.join')}
          </Button>
        ) : (
          <Button
            loading={actions.busy === `buy-${type.id}`}
            aria-label={t('events.events.type.buyLabel', { name: type.name })}
            onClick={() => actions.onBuy(type)}
          >
            {t('events.events.type.buy')}
          </Button>
        )}
      </div>
    </li>
  );
}
