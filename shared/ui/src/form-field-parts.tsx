import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { CircleAlert } from 'lucide-react';
import a11y from './visually-hidden.module.css';
import styles from './form-field.module.css';
import { useUiT } from '@club/ui/ui-messages';
import { useContractMessage, usePreloadContractMessages } from '@club/ui/contract-messages';

/*
 * What every field of form-field.tsx is made of: the label, hint, error and
 * counter, the frame around the control, and the ARIA wiring between them.
 */

export interface FieldBaseProps {
  label: ReactNode;
  /** Error message; when present the control gets aria-invalid and points at it. */
  error?: ReactNode;
  /** Help text under the label, tied to the control with aria-describedby. */
  hint?: ReactNode;
  /** Shows a required marker and sets aria-required. */
  required?: boolean;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Class of the wrapper element. */
  className?: string;
}

export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ');

export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

interface FieldA11yOptions {
  id: string | undefined;
  error: ReactNode;
  hint: ReactNode;
  required: boolean | undefined;
  ariaInvalid: InputHTMLAttributes<HTMLElement>['aria-invalid'];
  describedBy: string | undefined;
  /** More ids that describe the control (a character counter). */
  extraDescribedBy?: string | false;
}

/**
 * The ids of a field and the ARIA attributes its control needs: labelled,
 * required, invalid while an error shows, described by the error and the hint.
 */
export function useFieldA11y(options: FieldA11yOptions) {
  const generated = useId();
  usePreloadContractMessages();
  const controlId = options.id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const showError = hasContent(options.error);
  const showHint = hasContent(options.hint);
  return {
    controlId,
    hintId,
    errorId,
    showError,
    showHint,
    controlProps: {
      id: controlId,
      'aria-required': options.required || undefined,
      'aria-invalid': showError ? true : options.ariaInvalid,
      'aria-describedby': joinIds(
        showError && errorId,
        showHint && hintId,
        options.extraDescribedBy,
        options.describedBy,
      ),
    },
  };
}

export function FieldLabel({
  htmlFor,
  required,
  hidden,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={hidden ? a11y.visuallyHidden : styles.label}>
      {children}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  // A validation message of the contract is shown in the page's language.
  const message = useContractMessage(children);
  return (
    <p id={id} className={styles.error}>
      <CircleAlert className={styles.errorIcon} aria-hidden="true" focusable="false" />
      <span>{message}</span>
    </p>
  );
}

export interface FieldControlA11yProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: InputHTMLAttributes<HTMLElement>['aria-invalid'];
}

/**
 * Splits a field's props into what its frame shows (label, hint, error), what
 * its accessibility wiring needs, and what goes on the control itself.
 */
export function splitFieldProps<P extends FieldBaseProps & FieldControlA11yProps>(props: P) {
  const {
    label,
    error,
    hint,
    required,
    hideLabel,
    className,
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...control
  } = props;
  return {
    frame: { label, error, hint, required, hideLabel, className },
    a11yOptions: { id, error, hint, required, ariaInvalid, describedBy },
    control,
  };
}

/** Label, hint, the control (children) and the error, for text-like fields. */
export function FieldFrame({
  a11y: field,
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  disabled,
  counter,
  children,
}: {
  a11y: ReturnType<typeof useFieldA11y>;
  disabled: boolean | undefined;
  /** A character counter under the control, right-aligned (as on text areas). */
  counter?: ReactNode;
  children: ReactNode;
} & FieldBaseProps) {
  return (
    <div className={cx(styles.field, className)} data-invalid={field.showError || undefined}>
      <FieldLabel htmlFor={field.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {field.showHint ? <FieldHint id={field.hintId}>{hint}</FieldHint> : null}
      <div className={cx(styles.control, disabled && styles.disabled)}>{children}</div>
      {counter ? (
        <div className={styles.footer}>
          {field.showError ? <FieldError id={field.errorId}>{error}</FieldError> : <span />}
          {counter}
        </div>
      ) : field.showError ? (
        <FieldError id={field.errorId}>{error}</FieldError>
      ) : null}
    </div>
  );
}

/** "12/280" under a field, and "12 of 280 characters used" for screen readers. */
export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const t = useUiT();
  return (
    <span id={id} className={cx(styles.counter, length >= max && styles.counterFull)}>
      <span aria-hidden="true">
        {length}/{max}
      </span>
      <span className={a11y.visuallyHidden}>
        {t('ui.form-field.characters-used', { length, max })}
      </span>
    </span>
  );
}

export function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
