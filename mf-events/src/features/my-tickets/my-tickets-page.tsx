import { paths } from '@club/contract/site-pages';
import { PageBanner } from '@club/ui/page-banner';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MyTicketsSection } from '@/components/my-tickets/my-tickets-section';
import { withTags } from '@club/ui/i18n';
import { useT } from './i18n';
import styles from './my-tickets-page.module.css';

/** `./MyTicketsPage` (/my-tickets, signed-in users): every event ticket bought, members' or visitors'. */
export default function MyTicketsPage() {
  const t = useT();
  return (
    <>
      <PageBanner
        eyebrow={t('events.myTickets.eyebrow')}
        title={t('events.myTickets.title')}
        lead={t('events.myTickets.lead')}
        icon={<Ticket />}
      />
      <div className={styles.content}>
        <MyTicketsSection />
        <p className={styles.muted}>
          {withTags(t('events.myTickets.looking'), {
            link: (text) => <Link to={paths.events()}>{text}</Link>,
          })}
        </p>
      </div>
    </>
  );
}
