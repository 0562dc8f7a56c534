import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@club/shared/copy/messages';
import { Button } from '@club/shared/ui/button';
import { TextAreaField, TextField } from '@club/shared/ui/form-field';
import { Modal } from '@club/shared/ui/modal';
import { Clock, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
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
}

/**
 * An inquiry form in a modal. Nothing is sent to a server (spec 001 section 2):
 * a valid submit clears the form and closes the modal.
 */
export function InquiryModal({
  open,
  onClose,
  title,
  nameLabel = 'Full name',
  submitLabel = 'Send Message',
  defaultSubject = '',
}: InquiryModalProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InquiryValues>({
    resolver: zodResolver(inquirySchema),
    defaultValues: { ...EMPTY_INQUIRY, subject: defaultSubject },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const close = () => {
    reset({ ...EMPTY_INQUIRY, subject: defaultSubject });
    onClose();
  };

  const submit = handleSubmit(() => {
    console.info('Inquiry kept on this device only; no data was sent.');
    close();
  });

  return (
    <Modal open={open} onClose={close} title={title} size="md">
      <p className={styles.promise}>
        <Clock size={18} aria-hidden="true" />
        {MESSAGES.inquiry.replyPromise}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
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
        <Button type="submit" fullWidth icon={<Send size={18} aria-hidden="true" />}>
          {submitLabel}
        </Button>
      </form>
    </Modal>
  );
}
