import { zodResolver } from '@hookform/resolvers/zod';
import { useInquirySubmit } from '@club/platform/inquiries/use-inquiry-submit';
import { SelectField, TextAreaField, TextField } from '@club/ui/form-field';
import { MessageDialog } from '@club/ui/message-dialog';
import { useState } from 'react';
import { PublicForm, PublicFormRow, usePublicForm } from '@/components/public-form/public-form';
import {
  CONTACT_CATEGORIES,
  EMPTY_CONTACT,
  contactError,
  contactSchema,
  type ContactValues,
} from '../data/contact-schema';
import { useT } from '../i18n';

/**
 * The Contact Us form. A valid submit sends the message to the club
 * (`POST /inquiries`), then shows the thank-you message in the site's dialog and clears the form;
 * when sending fails the text stays and the error says so. A field's error clears as soon as the
 * visitor types in it; the form is checked again on the next submit.
 */
export function ContactForm() {
  const t = useT();
  const error = (message: string | undefined) => contactError(t, message);
  const [thanked, setThanked] = useState(false);
  const {
    field,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = usePublicForm<ContactValues>(zodResolver(contactSchema), EMPTY_CONTACT);

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
      <PublicForm
        label={t('marketing.contact.form.label')}
        onSubmit={submit}
        submitLabel={t('marketing.contact.form.submit')}
        submitting={isSubmitting}
        failure={failure}
      >
        <PublicFormRow>
          <TextField
            label={t('marketing.contact.form.name')}
            autoComplete="name"
            required
            error={error(errors.name?.message)}
            {...field('name')}
          />
          <TextField
            label={t('marketing.contact.form.email')}
            type="email"
            autoComplete="email"
            required
            error={error(errors.email?.message)}
            {...field('email')}
          />
        </PublicFormRow>
        <PublicFormRow>
          <TextField
            label={t('marketing.contact.form.contactNo')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={error(errors.contactNo?.message)}
            {...field('contactNo')}
          />
          <TextField
            label={t('marketing.contact.form.companyName')}
            autoComplete="organization"
            error={error(errors.companyName?.message)}
            {...field('companyName')}
          />
        </PublicFormRow>
        <SelectField
          label={t('marketing.contact.form.category')}
          placeholder={t('marketing.contact.form.categoryPlaceholder')}
          options={CONTACT_CATEGORIES.map(({ value, label }) => ({ value, label: t(label) }))}
          error={error(errors.category?.message)}
          {...field('category')}
        />
        <TextAreaField
          label={t('marketing.contact.form.message')}
          rows={5}
          required
          error={error(errors.message?.message)}
          {...field('message')}
        />
      </PublicForm>
      <MessageDialog
        open={thanked}
        tone="success"
        message={t('marketing.contact.thanks')}
        onClose={() => setThanked(false)}
      />
    </>
  );
}
