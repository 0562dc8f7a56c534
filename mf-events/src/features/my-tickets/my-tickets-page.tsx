import { paths } from '@club/contract/site-pages';
import { PageBanner } from '@club/ui/page-banner';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MyTicketsSection } from '@/components/my-tickets/my-tickets-section';
import styles from './my-tickets-page.module.css';

/** `./MyTicketsPage` (/my-tickets, signed-in users): every event ticket bought, members' or visitors'. */
export default function MyTicketsPage() {
  return (
    <>
      <PageBanner
        eyebrow="My Account"
        title="My Tickets"
        lead="Your paid event tickets: codes, invoices, cancellations and waitlists."
        icon={<Ticket />}
      />
      <div className={styles.content}>
        <MyTicketsSection />
        <p className={styles.muted}>
          Looking for an event? See what is on sale on <Link to={paths.events()}>Events</Link>.
        </p>
      </div>
    </>
  );
}
