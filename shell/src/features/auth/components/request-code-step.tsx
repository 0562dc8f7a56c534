import type { OtpRequestBody } from '@club/contract/auth';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '@club/contract/format/phone';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField, TextField } from '@club/ui/form-field';
import { Mail, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { errorMessage, requestSignInCode } from '../api/sign-in-requests';
import type { EmailFormValues, MobileFormValues } from './sign-in-schemas';
import styles from './sign-in.module.css';
import { useT } from '@/features/auth/i18n';

export type SignInChannel = 'email' | 'mobile';

/**
 * The forms' resolvers, with the schema library loaded at the first check
 * (a submit, usually after prepareSignIn has fetched it) instead of with the
 * page; the rules stay the contract's own (./sign-in-schemas.ts).
 */
export const loadSignInSchemas = () => import('./sign-in-schemas');

const emailResolver: Resolver<EmailFormValues> = async (values, context, options) =>
  (await loadSignInSchemas()).emailFormResolver(values, context, options);

const mobileResolver: Resolver<MobileFormValues> = async (values, context, options) =>
  (await loadSignInSchemas()).mobileFormResolver(values, context, options);

export interface CodeSent {
  nonce: string;
  request: OtpRequestBody;
  /** Where the code went, for the next step's text. */
  destination: string;
  /**
   * The code is known to have gone out (the staff sent it, and their e-mail
   * linked here); a code the visitor asked for went out only if an account
   * signs in with the identifier, which the answer does not tell.
   */
  delivered?: boolean;
}

interface RequestCodeStepProps {
  channel: SignInChannel;
  onChannelChange: (channel: SignInChannel) => void;
  onCodeSent: (sent: CodeSent) => void;
  /** The identifier a code was last asked for: the forms start with it. */
  previousRequest?: OtpRequestBody;
}

/** Step 1: choose e-mail or mobile, then ask for a code. */
export function RequestCodeStep({
  channel,
  onChannelChange,
  onCodeSent,
  previousRequest,
}: RequestCodeStepProps) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // Every request gets a nonce, registered or not: the next step says where a code goes if
  // an account signs in with the identifier, never whether one does.
  const send = async (request: OtpRequestBody, destination: string) => {
    setError(null);
    setSending(true);
    try {
      const { nonce } = await requestSignInCode(request);
      onCodeSent({ nonce, request, destination });
    } catch (requestError) {
      setError(await errorMessage(requestError, t('shell.signin.request-failed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.step}>
      <div
        className={styles.channels}
        role="radiogroup"
        aria-label={t('shell.signin.channel-group')}
      >
        {(['email', 'mobile'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={channel === option}
            className={channel === option ? styles.channelActive : styles.channel}
            onClick={() => {
              setError(null);
              onChannelChange(option);
            }}
          >
            {option === 'email' ? (
              <Mail size={18} aria-hidden="true" />
            ) : (
              <Smartphone size={18} aria-hidden="true" />
            )}
            {t(option === 'email' ? 'shell.signin.channel-email' : 'shell.signin.channel-mobile')}
          </button>
        ))}
      </div>
      {channel === 'email' ? (
        <EmailForm
          defaultValues={{
            email: previousRequest && 'email' in previousRequest ? previousRequest.email : '',
          }}
          sending={sending}
          onEdit={() => setError(null)}
          onSubmit={(values) => send({ email: values.email }, values.email)}
        />
      ) : (
        <MobileForm
          defaultValues={
            previousRequest && 'mobile' in previousRequest
              ? { countryCode: previousRequest.countryCode, mobile: previousRequest.mobile }
              : { countryCode: DEFAULT_COUNTRY_CODE, mobile: '' }
          }
          sending={sending}
          onEdit={() => setError(null)}
          onSubmit={(values) =>
            send(
              { mobile: values.mobile, countryCode: values.countryCode },
              `${values.countryCode} ${values.mobile}`,
            )
          }
        />
      )}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}

interface ChannelFormProps<T> {
  defaultValues: T;
  sending: boolean;
  onEdit: () => void;
  onSubmit: (values: T) => Promise<void>;
}

function EmailForm({
  defaultValues,
  sending,
  onEdit,
  onSubmit,
}: ChannelFormProps<EmailFormValues>) {
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFormValues>({
    resolver: emailResolver,
    defaultValues,
    reValidateMode: 'onChange',
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label={t('shell.signin.email-label')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email', { onChange: onEdit })}
      />
      <Button type="submit" fullWidth loading={sending}>
        {t('shell.signin.send-email')}
      </Button>
    </form>
  );
}

function MobileForm({
  defaultValues,
  sending,
  onEdit,
  onSubmit,
}: ChannelFormProps<MobileFormValues>) {
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MobileFormValues>({
    resolver: mobileResolver,
    defaultValues,
    reValidateMode: 'onChange',
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className={styles.mobileRow}>
        <SelectField
          label={t('shell.signin.country-code')}
          options={COUNTRY_CODES.map((code) => ({ value: code, label: code }))}
          {...register('countryCode', { onChange: onEdit })}
        />
        <TextField
          label={t('shell.signin.mobile-number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          error={errors.mobile?.message}
          {...register('mobile', { onChange: onEdit })}
        />
      </div>
      <Button type="submit" fullWidth loading={sending}>
        {t('shell.signin.send-mobile')}
      </Button>
    </form>
  );
}
