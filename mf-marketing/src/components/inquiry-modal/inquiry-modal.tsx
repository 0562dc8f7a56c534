import { zodResolver } from '@hookform/resolvers/zod';
import type { InquiryKind } from '@club/contract/inquiries';
import { MESSAGES } from '@club/contract/copy/messages';
import { useInquirySubmit } from '@club/platform/inquiries/use-inquiry-submit';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextAreaField, TextField } from '@club/ui/form-field';
import { Modal } from '@club/ui/modal';
import { CircleCheck, Clock, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { HoneypotField } from '@/components/honeypot-field/honeypot-field';
import { EMPTY_INQUIRY, inquirySchema, type InquiryValues } from './inquiry-schema';
import styles from './inquiry-modal.module.css';

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
  nameLabel = 'Full name',
  submitLabel = 'Send Message',
  defaultSubject = '',
  kind,
}: InquiryModalProps) {
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
        {MESSAGES.inquiry.replyPromise}
      </p>
      {sentTo ? (
        <div className={styles.sent}>
          <div role="status" className={styles.sentNews}>
            <CircleCheck className={styles.sentIcon} aria-hidden="true" focusable="false" />
            <div>
              <p className={styles.sentTitle}>Your message has been sent.</p>
              <p>
                We have e-mailed an acknowledgement to {sentTo}, and an expert will reply to that
                address by e-mail.
              </p>
            </div>
          </div>
          <Button ref={doneRef} onClick={close} fullWidth>
            Done
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <HoneypotField />
          <TextField
            label={nameLabel}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <div className={styles.row}>
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              error={errors.contact?.message}
              {...register('contact')}
            />
            <TextField
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
          </div>
          <TextField
            label="Subject"
            required
            error={errors.subject?.message}
            {...register('subject')}
          />
          <TextAreaField
            label="Message"
            rows={4}
            required
            error={errors.message?.message}
            {...register('message')}
          />
          {failure ? (
            <Alert tone="error" title="Not sent">
              {failure}
            </Alert>
          ) : null}
          <Button
            type="submit"
            fullWidth
            loading={isSubmitting}
            icon={<Send size={18} aria-hidden="true" />}
          >
            {failure ? 'Try again' : submitLabel}
          </Button>
        </form>
      )}
    </Modal>
  );
}
