import { VisuallyHidden } from '@club/ui/visually-hidden';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@club/contract/copy/messages';
import { useInquirySubmit } from '@club/platform/inquiries/use-inquiry-submit';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField, TextAreaField, TextField } from '@club/ui/form-field';
import { MessageDialog } from '@club/ui/message-dialog';
import { Send } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { HoneypotField } from '@/components/honeypot-field/honeypot-field';
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
  const [thanked, setThanked] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    setError,
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

  const { failure, send } = useInquirySubmit<ContactValues>({
    kind: 'contact',
    fields: {
      name: 'name',
      email: 'email',
      phone: 'contactNo',
      companyName: 'companyName',
      category: 'category',
      message: 'message',
    },
    onInvalid: (field, message) => setError(field, { message }),
  });

  const submit = handleSubmit(async (values, event) => {
    if (!(await send(values, event))) return;
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
