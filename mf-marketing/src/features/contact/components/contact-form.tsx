import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@club/contract/copy/messages';
import { useInquirySubmit } from '@club/platform/inquiries/use-inquiry-submit';
import { SelectField, TextAreaField, TextField } from '@club/ui/form-field';
import { MessageDialog } from '@club/ui/message-dialog';
import { useState } from 'react';
import { PublicForm, PublicFormRow, usePublicForm } from '@/components/public-form/public-form';
import {
  CONTACT_CATEGORIES,
  EMPTY_CONTACT,
  contactSchema,
  type ContactValues,
} from '../data/contact-schema';

/**
 * The Contact Us form. A valid submit sends the message to the club
 * (`POST /inquiries`), then shows the thank-you message in the site's dialog and clears the form;
 * when sending fails the text stays and the error says so. A field's error clears as soon as the
 * visitor types in it; the form is checked again on the next submit.
 */
export function ContactForm() {
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
        label="Contact form"
        onSubmit={submit}
        submitLabel="Submit"
        submitting={isSubmitting}
        failure={failure}
      >
        <PublicFormRow>
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
        </PublicFormRow>
        <PublicFormRow>
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
        </PublicFormRow>
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
      </PublicForm>
      <MessageDialog
        open={thanked}
        tone="success"
        message={MESSAGES.contact.thanks}
        onClose={() => setThanked(false)}
      />
    </>
  );
}
