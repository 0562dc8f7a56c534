import {
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { ChevronDown, CircleAlert } from 'lucide-react';
import a11y from './visually-hidden.module.css';
import styles from './form-field.module.css';

/*
 * Accessible form fields that work with react-hook-form: spread `register('name')`
 * into any of them (they accept its ref, name, onChange and onBlur).
 *
 * `required` only marks the field (a visual asterisk and aria-required); it does
 * not turn on the browser's own validation, so the form's schema stays in charge.
 */

interface FieldBaseProps {
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

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

function FieldLabel({
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

function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <CircleAlert className={styles.errorIcon} aria-hidden="true" focusable="false" />
      <span>{children}</span>
    </p>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/* ---------- TextField ---------- */

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'>, FieldBaseProps {
  /** Content before the input inside its border, such as a country code select. */
  prefix?: ReactNode;
  /** Content after the input inside its border, such as a unit or an icon button. */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  prefix,
  suffix,
  id,
  type = 'text',
  ref,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const showError = hasContent(error);
  const showHint = hasContent(hint);
  return (
    <div className={cx(styles.field, className)} data-invalid={showError || undefined}>
      <FieldLabel htmlFor={controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <div className={cx(styles.control, inputProps.disabled && styles.disabled)}>
        {prefix ? <div className={styles.prefix}>{prefix}</div> : null}
        <input
          {...inputProps}
          ref={ref}
          id={controlId}
          type={type}
          className={styles.input}
          aria-required={required || undefined}
          aria-invalid={showError ? true : ariaInvalid}
          aria-describedby={joinIds(showError && errorId, showHint && hintId, describedBy)}
        />
        {suffix ? <div className={styles.suffix}>{suffix}</div> : null}
      </div>
      {showError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/* ---------- TextAreaField ---------- */

export interface TextAreaFieldProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldBaseProps {
  /** Also shows a live "12/280" counter under the box. */
  maxLength?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  id,
  maxLength,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ref,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...textareaProps
}: TextAreaFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const counterId = `${controlId}-count`;
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : typedLength;
  const showError = hasContent(error);
  const showHint = hasContent(hint);
  const showCounter = maxLength !== undefined;

  // Also picks up a value set on the element itself (react-hook-form's default values).
  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      assignRef(ref, node);
      if (node) setTypedLength(node.value.length);
    },
    [ref],
  );

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <div className={cx(styles.field, className)} data-invalid={showError || undefined}>
      <FieldLabel htmlFor={controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <div className={cx(styles.control, textareaProps.disabled && styles.disabled)}>
        <textarea
          {...textareaProps}
          ref={setRefs}
          id={controlId}
          rows={rows}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          className={cx(styles.input, styles.textarea)}
          aria-required={required || undefined}
          aria-invalid={showError ? true : ariaInvalid}
          aria-describedby={joinIds(
            showError && errorId,
            showHint && hintId,
            showCounter && counterId,
            describedBy,
          )}
        />
      </div>
      {showError || showCounter ? (
        <div className={styles.footer}>
          {showError ? <FieldError id={errorId}>{error}</FieldError> : <span />}
          {showCounter ? (
            <span
              id={counterId}
              className={cx(styles.counter, length >= maxLength && styles.counterFull)}
            >
              <span aria-hidden="true">
                {length}/{maxLength}
              </span>
              <span className={a11y.visuallyHidden}>
                {length} of {maxLength} characters used
              </span>
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/* ---------- SelectField ---------- */

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>, FieldBaseProps {
  options: readonly SelectOption[];
  /** A first option with an empty value, such as "Select a state". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  id,
  options,
  placeholder,
  ref,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...selectProps
}: SelectFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const showError = hasContent(error);
  const showHint = hasContent(hint);
  return (
    <div className={cx(styles.field, className)} data-invalid={showError || undefined}>
      <FieldLabel htmlFor={controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <div className={cx(styles.control, selectProps.disabled && styles.disabled)}>
        <select
          {...selectProps}
          ref={ref}
          id={controlId}
          className={cx(styles.input, styles.select)}
          aria-required={required || undefined}
          aria-invalid={showError ? true : ariaInvalid}
          aria-describedby={joinIds(showError && errorId, showHint && hintId, describedBy)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
      </div>
      {showError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/* ---------- CheckboxField ---------- */

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldBaseProps {
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  id,
  ref,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: CheckboxFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const showError = hasContent(error);
  const showHint = hasContent(hint);
  return (
    <div
      className={cx(styles.field, styles.checkboxField, className)}
      data-invalid={showError || undefined}
    >
      <div className={cx(styles.checkboxRow, inputProps.disabled && styles.disabled)}>
        <input
          {...inputProps}
          ref={ref}
          id={controlId}
          type="checkbox"
          className={styles.checkbox}
          aria-required={required || undefined}
          aria-invalid={showError ? true : ariaInvalid}
          aria-describedby={joinIds(showError && errorId, showHint && hintId, describedBy)}
        />
        <FieldLabel htmlFor={controlId} required={required} hidden={hideLabel}>
          {label}
        </FieldLabel>
      </div>
      {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {showError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
