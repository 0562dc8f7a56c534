import {
  CURRENCIES,
  DEFAULT_FROM_CURRENCY,
  DEFAULT_TO_CURRENCY,
  type Currency,
} from '@club/contract/exchange-rates';
import { MESSAGES } from '@club/contract/copy/messages';
import { formatIndianDate } from '@club/contract/india-time/format';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField, TextField } from '@club/ui/form-field';
import { Modal } from '@club/ui/modal';
import { Spinner } from '@club/ui/spinner';
import { ArrowLeftRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchExchangeRates } from '@/features/connect/api/purchase-requests';
import { amountToConvert, formatConverted, toAmountText } from '@/features/connect/lib/conversion';
import { useT } from '@/features/connect/i18n';
import styles from './currency-converter.module.css';

/** Conversion runs this long after the last change. */
export const CONVERT_DEBOUNCE_MS = 500;

type Result =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; text: string; rate: number; source: 'live' | 'local'; date: string }
  | { kind: 'error'; message: string };

const OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/**
 * The Exchange Rate Calculator: Amount, From and To of the 20 currencies.
 * It converts 500 ms after a change when the amount is above 0, and on
 * 'Convert Currency'. Rates come from the API.
 */
export function CurrencyConverter({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [amount, setAmount] = useState('1');
  const [from, setFrom] = useState<Currency>(DEFAULT_FROM_CURRENCY);
  const [to, setTo] = useState<Currency>(DEFAULT_TO_CURRENCY);
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const latest = useRef(0);

  const convert = useCallback(async () => {
    const value = amountToConvert(amount);
    if (value === null) return;
    const request = ++latest.current;
    setResult({ kind: 'loading' });
    try {
      const rates = await fetchExchangeRates(from);
      if (request !== latest.current) return;
      const rate = rates.rates[to];
      if (rate === undefined) {
        setResult({ kind: 'error', message: MESSAGES.converter.rateMissing });
        return;
      }
      setResult({
        kind: 'done',
        text: `${formatConverted(value, from)} = ${formatConverted(value * rate, to)}`,
        rate,
        source: rates.source,
        date: rates.date,
      });
    } catch {
      if (request === latest.current)
        setResult({ kind: 'error', message: MESSAGES.converter.networkError });
    }
  }, [amount, from, to]);

  // A result belongs to the amount it was made for: with nothing to convert it goes,
  // and an answer still on its way for the old amount is ignored.
  const changeAmount = (text: string) => {
    setAmount(text);
    if (amountToConvert(text) === null) {
      latest.current += 1;
      setResult({ kind: 'idle' });
    }
  };

  useEffect(() => {
    if (!open || amountToConvert(amount) === null) return;
    const timer = setTimeout(() => void convert(), CONVERT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [open, amount, convert]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('onboarding.connect.converter.title')}
      description={t('onboarding.connect.converter.description')}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void convert();
        }}
      >
        <TextField
          label={t('onboarding.connect.converter.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => changeAmount(toAmountText(event.target.value))}
        />
        <div className={styles.pair}>
          <SelectField
            label={t('onboarding.connect.converter.from')}
            options={OPTIONS}
            value={from}
            onChange={(event) => setFrom(event.target.value as Currency)}
          />
          <button
            type="button"
            className={styles.swap}
            aria-label={t('onboarding.connect.converter.swap')}
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
          >
            <ArrowLeftRight aria-hidden="true" focusable="false" />
          </button>
          <SelectField
            label={t('onboarding.connect.converter.to')}
            options={OPTIONS}
            value={to}
            onChange={(event) => setTo(event.target.value as Currency)}
          />
        </div>
        <Button
          type="submit"
          fullWidth
          disabled={amountToConvert(amount) === null || result.kind === 'loading'}
        >
          {t('onboarding.connect.converter.convert')}
        </Button>
        <div className={styles.result} aria-live="polite" aria-busy={result.kind === 'loading'}>
          {result.kind === 'loading' ? (
            <Spinner label={t('onboarding.connect.converter.converting')} />
          ) : result.kind === 'done' ? (
            <>
              <p className={styles.converted} data-testid="conversion-result">
                {result.text}
              </p>
              <p className={styles.rate}>
                {t(
                  result.source === 'live'
                    ? 'onboarding.connect.converter.liveRate'
                    : 'onboarding.connect.converter.referenceRate',
                  { from, to, rate: String(result.rate), date: formatIndianDate(result.date) },
                )}
              </p>
            </>
          ) : result.kind === 'error' ? (
            <Alert tone="error">{result.message}</Alert>
          ) : (
            <p className={styles.rate}>{t('onboarding.connect.converter.enterAmount')}</p>
          )}
        </div>
      </form>
    </Modal>
  );
}
