import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import { useReferenceNames } from '@club/platform/reference/reference-names';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { BellRing, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { saveLeadAlerts } from '@/lib/lead-requests';
import type { LeadCategory } from '../hooks/use-lead-categories';
import { LEAD_ALERTS_KEY, leadAlertsQuery } from '../queries';
import { useT } from '../i18n';
import styles from './lead-alerts-panel.module.css';

/**
 * Lead alerts: the member picks subcategories; new leads in them arrive by
 * e-mail in one digest at most every hour. A disclosure button (with a chevron
 * that turns) opens and closes the choice.
 */
export function LeadAlertsPanel({ categories }: { categories: LeadCategory[] }) {
  const t = useT();
  const referenceNames = useReferenceNames();
  const queryClient = useQueryClient();
  const alerts = useQuery(leadAlertsQuery);
  // The member's unsaved choice; null while it equals what is saved.
  const [edited, setEdited] = useState<Set<number> | null>(null);
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const saved = alerts.data?.subcategoryIds;
  const chosen = edited ?? (saved ? new Set(saved) : null);
  const save = useMutation({
    mutationFn: (ids: number[]) => saveLeadAlerts(ids),
    onSuccess: (data) => {
      queryClient.setQueryData(LEAD_ALERTS_KEY, data);
      setEdited(null);
    },
  });
  const names = new Map(
    categories.flatMap((category) =>
      category.subcategories.map((sub) => [sub.id, referenceNames.subcategory(sub)]),
    ),
  );
  const followed = (saved ?? []).map((id) => names.get(id)).filter(Boolean);
  const changed =
    chosen !== null &&
    saved !== undefined &&
    (chosen.size !== saved.length || saved.some((id) => !chosen.has(id)));

  const toggle = (id: number) => {
    const next = new Set(chosen ?? []);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setEdited(next);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 className={styles.heading}>
        <button
          type="button"
          id={headingId}
          className={styles.summary}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <BellRing aria-hidden="true" className={styles.bell} />
          <span>{t('member.leads.alerts.heading')}</span>
          <span className={styles.followed}>
            {followed.length === 0
              ? t('member.leads.alerts.none')
              : t('member.leads.alerts.following', { count: followed.length })}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={styles.chevron}
            data-open={open || undefined}
          />
        </button>
      </h2>
      <div className={styles.body} id={bodyId} hidden={!open}>
        <p className={styles.hint}>
          {t('member.leads.alerts.hint', { minutes: alerts.data?.digestEveryMinutes ?? 60 })}
        </p>
        {alerts.isError ? (
          <Alert
            tone="error"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void alerts.refetch()}>
                {t('member.leads.alerts.tryAgain')}
              </Button>
            }
          >
            {t('member.leads.alerts.loadFailed')}
          </Alert>
        ) : (
          <>
            <div className={styles.groups}>
              {categories.map((category) => (
                <fieldset key={category.id} className={styles.group}>
                  <legend>{referenceNames.category(category)}</legend>
                  <ul role="list" className={styles.options}>
                    {category.subcategories.map((sub) => (
                      <li key={sub.id}>
                        <label className={styles.option}>
                          <input
                            type="checkbox"
                            checked={chosen?.has(sub.id) ?? false}
                            disabled={chosen === null}
                            onChange={() => toggle(sub.id)}
                          />
                          {referenceNames.subcategory(sub)}
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              ))}
            </div>
            <div className={styles.actions}>
              <Button
                size="sm"
                disabled={!changed}
                loading={save.isPending}
                onClick={() => save.mutate([...(chosen ?? [])])}
              >
                {t('member.leads.alerts.save')}
              </Button>
              <p role="status" className={styles.status}>
                {save.isError
                  ? getErrorMessage(save.error, t('member.leads.alerts.saveFailed'))
                  : save.isSuccess && !changed
                    ? t('member.leads.alerts.saved')
                    : ''}
              </p>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
