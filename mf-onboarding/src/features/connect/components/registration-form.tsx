import { useContractText } from '@club/ui/contract-messages';
import { getErrorMessage, isApiError } from '@club/platform/api/api-error';
import { MESSAGES } from '@club/contract/copy/messages';
import { useSessionStore } from '@club/platform/session/session-store';
import { Alert } from '@club/ui/alert';
import { withTags } from '@club/ui/i18n';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { registerBusiness, registerOwnCompany } from '@/features/connect/api/purchase-requests';
import { useStates } from '@/features/connect/api/reference-queries';
import { useT } from '@/features/connect/i18n';
import {
  EMPTY_REGISTRATION,
  registrationResolver,
  type RegistrationFormMode,
  type RegistrationFormResult,
  type RegistrationFormValues,
} from '@/features/connect/lib/registration-form';
import { PrivacyNotice } from './privacy-notice';
import { RegistrationAgreementRow } from './registration-agreement-row';
import { RegistrationBillingFields } from './registration-billing-fields';
import { RegistrationCompanyFields } from './registration-company-fields';
import { RegistrationDetailsFields } from './registration-details-fields';
import { FIELD_LABELS } from './registration-fields';
import styles from './registration-form.module.css';

interface RegistrationFormProps {
  /**
   * `full` (a visitor: person and business, confirmed by an e-mailed code) or `company` (a
   * signed-in user without a company: the business only, stored at once). Default `full`.
   */
  mode?: RegistrationFormMode;
  /** `full`: the code is on its way to `email`; `nonce` verifies it. */
  onRegistered?: (registration: { nonce: string; email: string }) => void;
  /** `company`: the business is registered for the signed-in user. */
  onCompanyRegistered?: (companyId: string) => void;
  /** A failure that is not about one field: the page tells it in its message dialog. */
  onFailed: (message: string) => void;
  /**
   * An error the API found in one field after the form was sent (a registration's
   * code told that the address or number has an account): shown at the field like
   * the form's own, the details kept. A new object each time it happens.
   */
  fieldError?: { field: string; message: string } | null;
}

/** A server message that asks the visitor to sign in instead of registering. */
const SIGN_IN_ENDING = 'Please sign in.';

/** An error the server found in one field, shown at the field and in the summary. */
interface ServerFieldError {
  field: FieldPath<RegistrationFormValues>;
  message: string;
}

/** The Business Registration form: every field of the registration payload. */
export function RegistrationForm({
  mode = 'full',
  onRegistered,
  onCompanyRegistered,
  onFailed,
  fieldError,
}: RegistrationFormProps) {
  const t = useT();
  const translate = useContractText();
  const states = useStates();
  const stateNameOf = (id: string) => states.items.find((state) => String(state.id) === id)?.name;
  const resolver = useMemo(() => registrationResolver(mode), [mode]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues, unknown, RegistrationFormResult>({
    resolver,
    defaultValues: EMPTY_REGISTRATION,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const openSignIn = useSessionStore((state) => state.openSignIn);
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);
  // Set when errors were found: the first field in error gets focus once it is drawn.
  const focusPending = useRef(false);
  const [, setFocusRequest] = useState(0);

  /** Focus goes to the first field to fix, in the order the form shows them, once errors show. */
  const focusFirstInvalid = () => {
    focusPending.current = true;
    setFocusRequest((request) => request + 1);
  };

  // After every render, as the form's errors may be drawn a render after they were found: the
  // field is brought into view (its label and message too, not under the header) and focused,
  // whether the client or the server found the error.
  useEffect(() => {
    if (!focusPending.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusPending.current = false;
    invalid.scrollIntoView({ block: 'center' });
    invalid.focus({ preventScroll: true });
  });

  /** A message as the form shows it: 'sign in' in a message that asks for it opens sign-in. */
  const withSignInLink = (message: ReactNode): ReactNode => {
    if (typeof message !== 'string') return message;
    // The contract's (and the API's) texts in the page's language.
    if (!message.endsWith(SIGN_IN_ENDING)) return translate(message);
    const before = translate(message.slice(0, -SIGN_IN_ENDING.length).trim());
    return (
      <>
        {before}{' '}
        {withTags(t('onboarding.connect.form.signIn'), {
          link: (text) => (
            <button
              type="button"
              className={styles.agreementLink}
              onClick={() => openSignIn({ email: getValues('email').trim() })}
            >
              {text}
            </button>
          ),
        })}
      </>
    );
  };

  const categoryId = useWatch({ control, name: 'company.categoryId' });
  const chosenCategory = categoryId ? Number(categoryId) : null;

  /** register() whose change handler also clears the field's error. */
  const field = (name: FieldPath<RegistrationFormValues>) => {
    const registration = register(name);
    return {
      ...registration,
      onChange: (
        event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
      ) => {
        clearErrors(name);
        setServerErrors((current) =>
          current.some((error) => error.field === name)
            ? current.filter((error) => error.field !== name)
            : current,
        );
        return registration.onChange(event);
      },
    };
  };

  const send = async (values: RegistrationFormResult) => {
    setServerErrors([]);
    try {
      if ('email' in values) {
        const nonce = await registerBusiness(values);
        onRegistered?.({ nonce, email: values.email.trim().toLowerCase() });
      } else {
        onCompanyRegistered?.(await registerOwnCompany(values));
      }
    } catch (error) {
      const fieldName = isApiError(error) ? error.response?.data.error.field : undefined;
      const message = getErrorMessage(error, MESSAGES.registration.failed);
      if (!showFieldError(fieldName, message)) onFailed(message);
    }
  };

  /** Shows an API error at its field and in the summary; false when it names no field of the form. */
  const showFieldError = (fieldName: string | undefined, message: string): boolean => {
    if (!fieldName || !FIELD_LABELS.has(fieldName)) return false;
    const field = fieldName as FieldPath<RegistrationFormValues>;
    // The API names the field before a rule's message; at the field that is said already.
    const fieldMessage = message.replace(`${fieldName}: `, '');
    setError(field, { message: fieldMessage });
    setServerErrors([{ field, message: fieldMessage }]);
    focusFirstInvalid();
    return true;
  };

  const shownFieldError = useRef<typeof fieldError>(null);
  useEffect(() => {
    if (!fieldError || shownFieldError.current === fieldError) return;
    shownFieldError.current = fieldError;
    if (!showFieldError(fieldError.field, fieldError.message)) onFailed(fieldError.message);
  });

  const [billingName, billingAddress, stateId, country] = useWatch({
    control,
    name: ['company.billingName', 'company.billingAddress', 'company.stateId', 'company.country'],
  });
  const party = {
    billingName,
    billingAddress,
    stateName: stateNameOf(String(stateId ?? '')) ?? '',
    country: country ?? '',
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void handleSubmit(send, focusFirstInvalid)(event)}
      noValidate
      aria-labelledby="registration-heading"
    >
      <p className={styles.required}>
        {withTags(t('onboarding.connect.form.required'), {
          star: (text) => <span aria-hidden="true">{text}</span>,
          hidden: (text) => <VisuallyHidden>{text}</VisuallyHidden>,
        })}
      </p>

      {mode === 'full' ? (
        <RegistrationDetailsFields field={field} errors={errors} withSignInLink={withSignInLink} />
      ) : null}
      <RegistrationCompanyFields
        field={field}
        errors={errors}
        chosenCategory={chosenCategory}
        onCategoryChange={() => {
          setValue('company.subcategoryId', '');
          clearErrors('company.subcategoryId');
        }}
      />
      <RegistrationBillingFields field={field} errors={errors} states={states} />

      {serverErrors.length > 0 ? (
        <Alert tone="error" title={t('onboarding.connect.form.notSent')}>
          <ul className={styles.summaryList}>
            {serverErrors.map((error) => {
              const label = FIELD_LABELS.get(error.field);
              return (
                <li key={error.field}>
                  {label ? t(label) : error.field}: {withSignInLink(error.message)}
                </li>
              );
            })}
          </ul>
        </Alert>
      ) : null}
      {mode === 'full' ? <PrivacyNotice /> : null}
      <RegistrationAgreementRow mode={mode} submitting={isSubmitting} party={party} />
    </form>
  );
}
