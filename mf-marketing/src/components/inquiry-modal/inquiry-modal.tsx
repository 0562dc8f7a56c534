import { zodResolver } from '@hookform/resolvers/zod';
import type { InquiryKind } from '@club/contract/inquiries';
import { useInquirySubmit } from '@club/platform/inquiries/use-inquiry-submit';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextAreaField, TextField } from '@club/ui/form-field';
import { Modal } from '@club/ui/modal';
import { CircleCheck, Clock, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT, type MessageId } from '@/components/i18n';
import { HoneypotField } from '@/components/honeypot-field/honeypot-field';
import { EMPTY_INQUIRY, inquirySchema, type InquiryValues } from './inquiry-schema';
import styles from './inquiry-modal.module.css';

/** The form's error messages (the contract's rules and the sending hook write them in English). */
const ERRORS: Readonly<Record<string, MessageId>> = {
  'Please enter your name': 'marketing.components.inquiry.nameRequired',
  'Please enter a subject': 'marketing.components.inquiry.subjectRequired',
  'Please enter your message': 'marketing.components.inquiry.messageRequired',
  'Please enter your phone number': 'marketing.components.error.phoneRequired',
  'Please enter a valid phone number': 'marketing.components.error.phoneInvalid',
  'Please enter your 10-digit mobile number': 'marketing.components.error.mobileInvalid',
  'Please enter your e-mail address': 'marketing.components.error.emailRequired',
  'Please enter a valid e-mail address': 'marketing.components.error.emailInvalid',
  'Remove the invalid characters from this field': 'marketing.components.error.invalidCharacters',
  'Your message could not be sent. Please try again.': 'marketing.components.error.sendFailed',
};

interface InquiryModalProps {
  open: boolean;
  onClose: () => void;
  /** 'Get Expert Help' on service pages, 'Ask an Expert' on the home page. */
  title: string;
  nameLabel?: string;
  submitLabel?: string;
  /** Pre-filled subject, e.g. the service the visitor is reading about. */
  defaultSubject?: string;
  /** Which form this is, for the club's inbox. */
  kind: Extract<InquiryKind, 'ask-an-expert' | 'expert-help'>;
}

/**
 * An inquiry form in a modal. A valid submit sends the message to the club
 * (`POST /inquiries`), then the modal says it was sent and that the reply
 * comes by e-mail; closing it clears the form. When sending fails the text
 * stays and the error says so, and submitting again retries.
 */
export function InquiryModal({
  open,
  onClose,
  title,
  nameLabel,
  submitLabel,
  defaultSubject = '',
  kind,
}: InquiryModalProps) {
  const t = useT();
  /** An error in the page's language (one the club does not know stays as it is). */
  const errorText = (message: string | undefined) => {
    const id = message === undefined ? undefined : ERRORS[message];
    return id ? t(id) : message;
  };
  /** The address the reply goes to, once the message is sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  // The form is gone once the message is sent: focus goes to the way out, after the news.
  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InquiryValues>({
    resolver: zodResolver(inquirySchema),
    defaultValues: { ...EMPTY_INQUIRY, subject: defaultSubject },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const { failure, send, clearFailure } = useInquirySubmit<InquiryValues>({
    kind,
    fields: {
      name: 'name',
      phone: 'contact',
      email: 'email',
      subject: 'subject',
      message: 'message',
    },
    onInvalid: (field, message) => setError(field, { message }),
  });

  const close = () => {
    reset({ ...EMPTY_INQUIRY, subject: defaultSubject });
    clearFailure();
    setSentTo(null);
    onClose();
  };

  const submit = handleSubmit(async (values, event) => {
    if (await send(values, event)) setSentTo(values.email.trim());
  });

  return (
    <Modal open={open} onClose={close} title={title} size="md">
      <p className={styles.promise}>
        <Clock size={18} aria-hidden="true" />
        {t('marketing.components.inquiry.replyPromise')}
      </p>
      {sentTo ? (
        <div className={styles.sent}>
          <div role="status" className={styles.sentNews}>
            <CircleCheck className={styles.sentIcon} aria-hidden="true" focusable="false" />
            <div>
              <p className={styles.sentTitle}>{t('marketing.components.inquiry.sentTitle')}</p>
              <p>{t('marketing.components.inquiry.sentText', { email: sentTo })}</p>
            </div>
          </div>
          <Button ref={doneRef} onClick={close} fullWidth>
            {t('marketing.components.inquiry.done')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <HoneypotField />
          <TextField
            label={nameLabel ?? t('marketing.components.inquiry.fullName')}
            autoComplete="name"
            required
            error={errorText(errors.name?.message)}
            {...register('name')}
          />
          <div className={styles.row}>
            <TextField
              label={t('marketing.components.inquiry.phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              error={errorText(errors.contact?.message)}
              {...register('contact')}
            />
            <TextField
              label={t('marketing.components.inquiry.email')}
              type="email"
              autoComplete="email"
              required
              error={errorText(errors.email?.message)}
              {...register('email')}
            />
          </div>
          <TextField
            label={t('marketing.components.inquiry.subject')}
            required
            error={errorText(errors.subject?.message)}
            {...register('subject')}
          />
          <TextAreaField
            label={t('marketing.components.inquiry.message')}
            rows={4}
            required
            error={errorText(errors.message?.message)}
            {...register('message')}
          />
          {failure ? (
            <Alert tone="error" title={t('marketing.components.inquiry.notSent')}>
              {errorText(failure)}
            </Alert>
          ) : null}
          <Button
            type="submit"
            fullWidth
            loading={isSubmitting}
            icon={<Send size={18} aria-hidden="true" />}
          >
            {failure
              ? t('marketing.components.inquiry.tryAgain')
              : (submitLabel ?? t('marketing.components.inquiry.send'))}
          </Button>
        </form>
      )}
    </Modal>
  );
}
