import { VisuallyHidden } from '@club/shared/ui/visually-hidden';
import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@club/shared/api/api-error';
import { MESSAGES } from '@club/shared/copy/messages';
import { Alert } from '@club/shared/ui/alert';
import { Button } from '@club/shared/ui/button';
import { SelectField, TextAreaField, TextField } from '@club/shared/ui/form-field';
import { MessageDialog } from '@club/shared/ui/message-dialog';
import { Send } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { HoneypotField, honeypotValue } from '@/components/honeypot-field/honeypot-field';
import { SEND_FAILED, sendInquiry } from '@/lib/send-inquiry';
import {
  CONTACT_CATEGORIES,
  EMPTY_CONTACT,
  contactSchema,
  type ContactValues,
} from '../data/contact-schema';
import styles from './contact-form.module.css';

/**
 * The Contact Us form. A valid submit sends the message to the club
 * (`POST /inquiries`), then shows the thank-you message in the site's dialog and clears the form;
 * when sending fails the text stays and the error says so. A field's error clears as soon as the
 * visitor types in it; the form is checked again on the next submit.
 */
export function ContactForm() {
  const { pathname } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  /** register() whose change handler also clears the field's error. */
  const field = (name: keyof ContactValues) => {
    const registration = register(name);
    return {
      ...registration,
      onChange: (
        event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
      ) => {
        if (errors[name]) clearErrors(name);
        return registration.onChange(event);
      },
    };
  };

  const submit = handleSubmit(async (values, event) => {
    setFailure(null);
    try {
      await sendInquiry({
        kind: 'contact',
        name: values.name,
        email: values.email,
        phone: values.contactNo,
        companyName: values.companyName,
        category: values.category,
        message: values.message,
        page: pathname,
        website: honeypotValue(event),
      });
    } catch (error) {
      setFailure(getErrorMessage(error, SEND_FAILED));
      return;
    }
    setThanked(true);
    reset(EMPTY_CONTACT);
  });

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Contact form">
        <HoneypotField />
        <p className={styles.required}>
          Fields marked <span aria-hidden="true">*</span>
          <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
        </p>
        <div className={styles.row}>
          <TextField
            label="Name"
            autoComplete="name"
            required
            error={errors.name?.message}
            {...field('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...field('email')}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label="Contact No."
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errors.contactNo?.message}
            {...field('contactNo')}
          />
          <TextField
            label="Company Name"
            autoComplete="organization"
            error={errors.companyName?.message}
            {...field('companyName')}
          />
        </div>
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={CONTACT_CATEGORIES}
          error={errors.category?.message}
          {...field('category')}
        />
        <TextAreaField
          label="Message"
          rows={5}
          required
          error={errors.message?.message}
          {...field('message')}
        />
        {failure ? (
          <Alert tone="error" title="Not sent">
            {failure}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="lg"
          loading={isSubmitting}
          icon={<Send aria-hidden="true" />}
          className={styles.submit}
        >
          Submit
        </Button>
      </form>
      <MessageDialog
        open={thanked}
        tone="success"
        message={MESSAGES.contact.thanks}
        onClose={() => setThanked(false)}
      />
    </>
  );
}
