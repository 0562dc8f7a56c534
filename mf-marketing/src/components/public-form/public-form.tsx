import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { Send } from 'lucide-react';
import type { ChangeEvent, FormEventHandler, ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { withTags } from '@club/ui/i18n';
import { useT } from '@/components/i18n';
import { HoneypotField } from '@/components/honeypot-field/honeypot-field';
import styles from './public-form.module.css';

interface PublicFormProps {
  /** The form's accessible name ("Contact form"). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  /** Why the last submit failed, shown above the button; what was typed stays. */
  failure: string | null;
  children: ReactNode;
}

/**
 * A form on a public page: the honeypot for bots, the note on required
 * fields, the fields, why sending failed (when it did) and the send button,
 * busy while sending.
 */
export function PublicForm({
  label,
  onSubmit,
  submitLabel,
  submitting,
  failure,
  children,
}: PublicFormProps) {
  const t = useT();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label}>
      <HoneypotField />
      <p className={styles.required}>
        {withTags(t('marketing.components.publicForm.required'), {
          star: (text) => <span aria-hidden="true">{text}</span>,
          hidden: (text) => <VisuallyHidden>{text}</VisuallyHidden>,
        })}
      </p>
      {children}
      {failure ? (
        <Alert tone="error" title={t('marketing.components.publicForm.notSent')}>
          {failure}
        </Alert>
      ) : null}
      <Button
        type="submit"
        size="lg"
        loading={submitting}
        icon={<Send aria-hidden="true" />}
        className={styles.submit}
      >
        {submitLabel}
      </Button>
    </form>
  );
}

/** Two fields side by side on wider screens, one above the other on a phone. */
export function PublicFormRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * react-hook-form for a public form whose errors show after a submit, with
 * `field(name)`: `register` whose change handler clears the field's error as
 * soon as the visitor types in it; the form is checked again on the next submit.
 */
export function usePublicForm<Values extends FieldValues>(
  resolver: Resolver<Values>,
  defaultValues: DefaultValues<Values>,
) {
  const form = useForm<Values>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const field = (name: Path<Values>) => {
    const registration = form.register(name);
    return {
      ...registration,
      onChange: (event: ChangeEvent<FieldElement>) => {
        if (form.getFieldState(name).error) form.clearErrors(name);
        return registration.onChange(event);
      },
    };
  };
  return { ...form, field };
}
