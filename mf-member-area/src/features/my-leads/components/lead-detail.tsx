import { useContractText } from '@club/ui/contract-messages';
import { LEAD_STATE_LABELS, type Lead } from '@club/contract/leads';
import { formatIndianDate } from '@club/contract/india-time/format';
import { useReferenceNames } from '@club/platform/reference/reference-names';
import { Button } from '@club/ui/button';
import { Carousel } from '@club/ui/carousel';
import { Modal } from '@club/ui/modal';
import { paths } from '@club/contract/site-pages';
import {
  Building2,
  CalendarDays,
  CircleCheck,
  Heart,
  Mail,
  MapPin,
  Phone,
  Tag,
  Trash2,
} from 'lucide-react';
import { useRef, useState, type TouchEvent } from 'react';
import { Link } from 'react-router-dom';
import { GstVerifiedBadge } from '@/components/directory/gst-verified-badge';
import { EmailLink } from '@/components/directory/email-link';
import { useT } from '../i18n';
import styles from './lead-detail.module.css';
import { LeadBusiness } from './lead-business';
import { LeadResponses } from './lead-responses';
import { RespondForm } from './respond-form';

interface LeadDetailProps {
  lead: Lead;
  ownCompany: boolean;
  onClose: () => void;
  onToggleSave: () => void;
  onDelete: () => void;
  /** The caller's company: the winner of a won lead answers for its business. */
  viewerCompanyId?: string | null;
  /** The lead changed here (a response, an answer): every copy of it gets the change. */
  onChanged?: (lead: Lead) => void;
  /** Opens the close dialog (own open leads). */
  onCloseLead?: () => void;
}

/** A horizontal swipe of at least this many pixels turns the carousel. */
const SWIPE_PX = 40;

/** The lead in full: image carousel, texts, contact links, save and (own company) delete. */
export function LeadDetail({
  lead,
  ownCompany,
  onClose,
  onToggleSave,
  onDelete,
  viewerCompanyId = null,
  onChanged,
  onCloseLead,
}: LeadDetailProps) {
  const t = useT();
  const names = useReferenceNames();
  const translate = useContractText();
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const titleRef = useRef<HTMLSpanElement>(null);
  const count = lead.images.length;
  const turn = (step: number) => setIndex((current) => (current + step + count) % count);

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || count < 2) return;
    if (Math.abs(end - start) >= SWIPE_PX) turn(end < start ? 1 : -1);
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      // The detail opens at its top: focus on its title, not on the first link further down
      // (with one image and no carousel controls that is the phone link at the bottom).
      initialFocusRef={titleRef}
      title={
        <span ref={titleRef} tabIndex={-1} className={styles.title}>
          {lead.title}
        </span>
      }
      description={
        // Company, category and state wrap as whole items: never "· Producers · Won" split apart.
        <span className={styles.company}>
          <span className={styles.companyName}>
            <Building2 aria-hidden="true" />
            <Link to={paths.memberCompany(lead.company.id)} className={styles.companyLink}>
              {lead.company.name}
            </Link>
          </span>{' '}
          <span className={styles.companyFact}>· {names.category(lead.category)}</span>
          {lead.state !== 'open' ? (
            <>
              {' '}
              <span className={styles.companyFact}>
                · {translate(LEAD_STATE_LABELS[lead.state])}
              </span>
            </>
          ) : null}
        </span>
      }
      footer={
        <div className={styles.footer}>
          {ownCompany ? (
            <Button variant="danger" onClick={onDelete} icon={<Trash2 />}>
              {t('member.leads.detail.delete')}
            </Button>
          ) : null}
          {ownCompany && lead.state === 'open' && onCloseLead ? (
            <Button variant="secondary" onClick={onCloseLead} icon={<CircleCheck />}>
              {t('member.leads.detail.close')}
            </Button>
          ) : null}
          <Button
            variant={lead.isSaved ? 'secondary' : 'primary'}
            aria-pressed={lead.isSaved}
            onClick={onToggleSave}
            icon={<Heart fill={lead.isSaved ? 'currentColor' : 'none'} />}
          >
            {t(lead.isSaved ? 'member.leads.detail.saved' : 'member.leads.detail.save')}
          </Button>
        </div>
      }
    >
      <div className={styles.detail}>
        {lead.company.gstVerified ? (
          <div>
            <GstVerifiedBadge />
          </div>
        ) : null}
        {count > 0 ? (
          <div className={styles.gallery} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <Carousel
              ariaLabel={t('member.leads.detail.images', { title: lead.title })}
              index={index}
              onIndexChange={setIndex}
              showArrows={count > 1}
              showDots={count > 1}
              showThumbnails={count > 1}
              slides={lead.images.map((image, position) => ({
                id: image.objectKey,
                label: t('member.leads.detail.slide', {
                  position: position + 1,
                  title: lead.title,
                }),
                content: (
                  <img
                    className={styles.image}
                    src={image.url}
                    alt={t('member.leads.detail.imageAlt', {
                      title: lead.title,
                      position: position + 1,
                      count,
                    })}
                    width={960}
                    height={540}
                  />
                ),
                thumbnail: (
                  <img
                    className={styles.thumbnail}
                    src={image.url}
                    alt=""
                    width={96}
                    height={54}
                    loading="lazy"
                  />
                ),
              }))}
            />
          </div>
        ) : null}
        <section aria-label={t('member.leads.detail.description')} className={styles.text}>
          <p className={styles.description}>{lead.description}</p>
          {lead.brief ? <p className={styles.brief}>{lead.brief}</p> : null}
        </section>
        <dl className={styles.facts}>
          <div>
            <dt>
              <Tag aria-hidden="true" /> {t('member.leads.detail.subcategory')}
            </dt>
            <dd>{names.subcategory(lead.subcategory)}</dd>
          </div>
          <div>
            <dt>
              <MapPin aria-hidden="true" /> {t('member.leads.detail.location')}
            </dt>
            <dd>{lead.location}</dd>
          </div>
          <div>
            <dt>
              <CalendarDays aria-hidden="true" /> {t('member.leads.detail.posted')}
            </dt>
            <dd>
              <time dateTime={lead.createdAt}>{formatIndianDate(lead.createdAt)}</time>
            </dd>
          </div>
          {lead.phone ? (
            <div>
              <dt>
                <Phone aria-hidden="true" /> {t('member.leads.detail.phone')}
              </dt>
              <dd>
                <a href={`tel:${lead.phone.replace(/[\s-]/g, '')}`}>{lead.phone}</a>
              </dd>
            </div>
          ) : null}
          {lead.email ? (
            <div>
              <dt>
                <Mail aria-hidden="true" /> {t('member.leads.detail.email')}
              </dt>
              <dd>
                <EmailLink email={lead.email} />
              </dd>
            </div>
          ) : null}
        </dl>
        <LeadBusiness
          lead={lead}
          viewerCompanyId={viewerCompanyId}
          onChanged={(changed) => onChanged?.(changed)}
        />
        {ownCompany ? (
          <LeadResponses lead={lead} />
        ) : (
          <RespondForm
            lead={lead}
            onResponded={(respondedAt) => onChanged?.({ ...lead, respondedAt })}
          />
        )}
      </div>
    </Modal>
  );
}
