import { useContractText } from '@club/ui/contract-messages';
import { LEAD_STATE_LABELS, type Lead } from '@club/contract/leads';
import { useReferenceNames } from '@club/platform/reference/reference-names';
import { Button } from '@club/ui/button';
import {
  BellRing,
  Building2,
  CheckCircle2,
  Heart,
  ImageIcon,
  MapPin,
  MessageSquare,
  Tag,
  Trash2,
  Trophy,
} from 'lucide-react';
import { GstVerifiedBadge } from '@/components/directory/gst-verified-badge';
import { useT } from '../i18n';
import styles from './lead-card.module.css';

interface LeadCardProps {
  lead: Lead;
  onOpen: () => void;
  onToggleSave: () => void;
  /** Shown on the My Leads tab only. */
  onDelete?: () => void;
  /** The viewer's company: a lead it won says so, and asks for its answer while it is due. */
  viewerCompanyId?: string | null;
}

/** A lead in the list: company, first image, title, text, subcategory, place, save and details. */
export function LeadCard({
  lead,
  onOpen,
  onToggleSave,
  onDelete,
  viewerCompanyId = null,
}: LeadCardProps) {
  const t = useT();
  const names = useReferenceNames();
  const translate = useContractText();
  const [firstImage] = lead.images;
  const won = viewerCompanyId !== null && lead.business?.winner.id === viewerCompanyId;
  const answerDue = won && lead.business?.confirmation === 'pending';
  const titleId = `lead-${lead.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.company}>
        {lead.company.profileImageUrl ? (
          <img
            className={styles.logo}
            src={lead.company.profileImageUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
          />
        ) : (
          <span className={styles.logo} aria-hidden="true">
            <Building2 />
          </span>
        )}
        <div className={styles.companyText}>
          <p className={styles.companyName} title={lead.company.name}>
            {lead.company.name}
          </p>
          <p className={styles.category}>{names.category(lead.category)}</p>
          {lead.company.gstVerified ? (
            <div className={styles.verified}>
              <GstVerifiedBadge />
            </div>
          ) : null}
        </div>
        <button
          type="button"
          className={styles.heart}
          aria-pressed={lead.isSaved}
          aria-label={t(lead.isSaved ? 'member.leads.card.unsave' : 'member.leads.card.save', {
            title: lead.title,
          })}
          onClick={onToggleSave}
        >
          <Heart aria-hidden="true" fill={lead.isSaved ? 'currentColor' : 'none'} />
        </button>
      </header>
      <div className={styles.media}>
        {firstImage ? (
          <img
            src={firstImage.url}
            alt=""
            className={styles.image}
            width={480}
            height={270}
            loading="lazy"
          />
        ) : (
          <span className={styles.noImage} aria-hidden="true">
            <ImageIcon />
          </span>
        )}
        {lead.images.length > 0 ? (
          <span className={styles.count}>
            {t('member.leads.card.images', { count: lead.images.length })}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {lead.title}
        </h3>
        <p className={styles.description}>{lead.brief ?? lead.description}</p>
        {lead.state !== 'open' || lead.respondedAt || lead.responseCount > 0 ? (
          <p className={styles.badges}>
            {won ? (
              <span className={`${styles.badge} ${styles.positive}`}>
                <Trophy aria-hidden="true" /> {t('member.leads.card.won')}
              </span>
            ) : lead.state !== 'open' ? (
              <span className={styles.badge}>{translate(LEAD_STATE_LABELS[lead.state])}</span>
            ) : null}
            {answerDue ? (
              <span className={`${styles.badge} ${styles.attention}`}>
                <BellRing aria-hidden="true" /> {t('member.leads.card.answerDue')}
              </span>
            ) : null}
            {lead.respondedAt ? (
              <span className={`${styles.badge} ${styles.positive}`}>
                <CheckCircle2 aria-hidden="true" /> {t('member.leads.card.responded')}
              </span>
            ) : null}
            {lead.responseCount > 0 ? (
              <span className={styles.badge}>
                <MessageSquare aria-hidden="true" />{' '}
                {t('member.leads.card.responses', { count: lead.responseCount })}
              </span>
            ) : null}
          </p>
        ) : null}
        <ul className={styles.facts} role="list">
          <li>
            <Tag aria-hidden="true" /> {names.subcategory(lead.subcategory)}
          </li>
          <li>
            <MapPin aria-hidden="true" /> {lead.location}
          </li>
        </ul>
      </div>
      <footer className={styles.actions}>
        <Button
          size="sm"
          onClick={onOpen}
          aria-label={t('member.leads.card.viewLabel', { title: lead.title })}
        >
          {t('member.leads.card.view')}
        </Button>
        {onDelete ? (
          <Button
            size="sm"
            variant="danger"
            onClick={onDelete}
            aria-label={t('member.leads.card.deleteLabel', { title: lead.title })}
            icon={<Trash2 />}
          >
            {t('member.leads.card.delete')}
          </Button>
        ) : null}
      </footer>
    </article>
  );
}
