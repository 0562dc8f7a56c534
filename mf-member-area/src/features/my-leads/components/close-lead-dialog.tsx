import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import { formatRupees } from '@club/contract/format/currency';
import { leadCloseBodySchema, type Lead } from '@club/contract/leads';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextField } from '@club/ui/form-field';
import { Modal } from '@club/ui/modal';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { closeLead } from '@/lib/lead-requests';
import { leadResponsesQuery, memberCompaniesQuery } from '../queries';
import { useT, type MessageId } from '../i18n';
import styles from './lead-outcomes.module.css';

type Outcome = 'won' | 'lost' | 'withdrawn';

const OUTCOMES: { value: Outcome; label: MessageId; hint: MessageId }[] = [
  {
    value: 'won',
    label: 'member.leads.close.outcome.won',
    hint: 'member.leads.close.outcome.wonHint',
  },
  {
    value: 'lost',
    label: 'member.leads.close.outcome.lost',
    hint: 'member.leads.close.outcome.lostHint',
  },
  {
    value: 'withdrawn',
    label: 'member.leads.close.outcome.withdrawn',
    hint: 'member.leads.close.outcome.withdrawnHint',
  },
];

interface CloseLeadDialogProps {
  lead: Lead;
  onClose: () => void;
  onClosed: (lead: Lead) => void;
}

/** `2,50,000` or `250000` as whole rupees; anything else is not a number (NaN). */
function rupeesOf(text: string): number {
  const digits = text.replace(/[,\s₹]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * Closes the poster's lead as won (by a responder or any member company, for
 * an order value in whole rupees), lost or withdrawn. What was typed stays
 * when the server refuses.
 */
export function CloseLeadDialog({ lead, onClose, onClosed }: CloseLeadDialogProps) {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>('won');
  const [winner, setWinner] = useState<{ id: string; name: string } | null>(null);
  const [search, setSearch] = useState('');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ winner?: string; value?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const name = useId();
  const q = useDebouncedValue(search.trim());

  const responders = useQuery(leadResponsesQuery(lead.id));
  const found = useQuery({
    ...memberCompaniesQuery(q),
    enabled: outcome === 'won' && q.length >= 2,
  });
  const responderCompanies = (responders.data ?? []).map((response) => response.company);
  const others = (found.data ?? []).filter(
    (company) =>
      company.id !== lead.companyId &&
      !responderCompanies.some((responder) => responder.id === company.id),
  );
  const rupees = rupeesOf(value);

  const submit = async () => {
    const body =
      outcome === 'won'
        ? { outcome, winnerCompanyId: winner?.id ?? '', orderValue: rupees }
        : { outcome };
    const checked = leadCloseBodySchema.safeParse(body);
    if (!checked.success) {
      const next: { winner?: string; value?: string } = {};
      for (const issue of checked.error.issues) {
        if (issue.path[0] === 'winnerCompanyId') next.winner = t('member.leads.close.chooseWinner');
        if (issue.path[0] === 'orderValue') {
          next.value = Number.isNaN(rupees) ? t('member.leads.close.wholeRupees') : issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      onClosed(await closeLead(lead.id, checked.data));
    } catch (error) {
      setFailure(getErrorMessage(error, t('member.leads.close.failed')));
    } finally {
      setSaving(false);
    }
  };

  const companyChoice = (company: { id: string; name: string }) => (
    <label key={company.id} className={styles.choice}>
      <input
        type="radio"
        name={`${name}-winner`}
        checked={winner?.id === company.id}
        onChange={() => setWinner(company)}
      />
      {company.name}
    </label>
  );

  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      title={t('member.leads.close.title')}
      description={lead.title}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('member.leads.close.cancel')}
          </Button>
          <Button loading={saving} onClick={() => void submit()}>
            {t('member.leads.close.submit')}
          </Button>
        </div>
      }
    >
      <form
        className={styles.closeForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('member.leads.close.outcome')}</legend>
          {OUTCOMES.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input
                type="radio"
                name={`${name}-outcome`}
                value={option.value}
                checked={outcome === option.value}
                onChange={() => setOutcome(option.value)}
              />
              <span>
                <strong>{t(option.label)}</strong> · {t(option.hint)}
              </span>
            </label>
          ))}
        </fieldset>
        {outcome === 'won' ? (
          <>
            <fieldset
              className={styles.fieldset}
              aria-describedby={errors.winner ? `${name}-winner-error` : undefined}
            >
              <legend className={styles.legend}>{t('member.leads.close.whoWon')}</legend>
              {responders.isPending ? (
                <p className={styles.muted} role="status">
                  {t('member.leads.close.loadingResponders')}
                </p>
              ) : responderCompanies.length > 0 ? (
                responderCompanies.map(companyChoice)
              ) : (
                <p className={styles.muted}>{t('member.leads.close.noResponders')}</p>
              )}
              <TextField
                label={t('member.leads.close.another')}
                type="search"
                placeholder={t('member.leads.close.searchPlaceholder')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                prefix={<Search aria-hidden="true" width={16} height={16} />}
              />
              {found.isFetching ? (
                <p className={styles.muted} role="status">
                  {t('member.leads.close.searching')}
                </p>
              ) : null}
              {q.length >= 2 && found.isSuccess && others.length === 0 ? (
                <p className={styles.muted}>{t('member.leads.close.noMatch', { q })}</p>
              ) : null}
              {others.map(companyChoice)}
              {winner &&
              !others.some((company) => company.id === winner.id) &&
              !responderCompanies.some((company) => company.id === winner.id)
                ? companyChoice(winner)
                : null}
              {errors.winner ? (
                <p id={`${name}-winner-error`} className={styles.error} role="alert">
                  {errors.winner}
                </p>
              ) : null}
            </fieldset>
            <TextField
              label={t('member.leads.close.orderValue')}
              inputMode="numeric"
              placeholder="2,50,000"
              required
              value={value}
              onChange={(event) => setValue(event.target.value)}
              hint={
                Number.isFinite(rupees) && rupees > 0
                  ? formatRupees(rupees)
                  : t('member.leads.close.orderValueHint')
              }
              error={errors.value}
            />
          </>
        ) : null}
      </form>
    </Modal>
  );
}
