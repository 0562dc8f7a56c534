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

function hasContent(node: ReactNode): boolean {
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
function useFieldA11y(options: FieldA11yOptions) {
  const generated = useId();
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

interface FieldControlA11yProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: InputHTMLAttributes<HTMLElement>['aria-invalid'];
}

/**
 * Splits a field's props into what its frame shows (label, hint, error), what
 * its accessibility wiring needs, and what goes on the control itself.
 */
function splitFieldProps<P extends FieldBaseProps & FieldControlA11yProps>(props: P) {
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
function FieldFrame({
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
function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span id={id} className={cx(styles.counter, length >= max && styles.counterFull)}>
      <span aria-hidden="true">
        {length}/{max}
      </span>
      <span className={a11y.visuallyHidden}>
        {length} of {max} characters used
      </span>
    </span>
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
  /** With `maxLength`: a live "12/120" counter under the field, as text areas show. */
  counter?: boolean;
}

export function TextField(props: TextFieldProps) {
  const { frame, a11yOptions, control } = splitFieldProps(props);
  const { prefix, suffix, type = 'text', ref, counter = false, onChange, ...inputProps } = control;
  const { maxLength, value, defaultValue } = inputProps;
  const showCounter = counter && maxLength !== undefined;
  const generated = useId();
  const controlId = a11yOptions.id ?? `field-${generated}`;
  const counterId = `${controlId}-count`;
  const field = useFieldA11y({
    ...a11yOptions,
    id: controlId,
    extraDescribedBy: showCounter && counterId,
  });
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : typedLength;

  // Also picks up a value set on the element itself (react-hook-form's default values).
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      assignRef(ref, node);
      if (node) setTypedLength(node.value.length);
    },
    [ref],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <FieldFrame
      a11y={field}
      {...frame}
      disabled={inputProps.disabled}
      counter={
        showCounter ? <CharacterCounter id={counterId} length={length} max={maxLength} /> : null
      }
    >
      {prefix ? <div className={styles.prefix}>{prefix}</div> : null}
      <input
        {...inputProps}
        {...field.controlProps}
        ref={setRefs}
        onChange={handleChange}
        type={type}
        className={styles.input}
      />
      {suffix ? <div className={styles.suffix}>{suffix}</div> : null}
    </FieldFrame>
  );
}

/* ---------- TextAreaField ---------- */

export interface TextAreaFieldProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldBaseProps {
  /** Also shows a live "12/280" counter under the box. */
  maxLength?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ ref, ...props }: TextAreaFieldProps) {
  const { frame, a11yOptions, control } = splitFieldProps(props);
  const { label, error, hint, required, hideLabel, className } = frame;
  const { maxLength, rows = 4, value, defaultValue, onChange, ...textareaProps } = control;
  const showCounter = maxLength !== undefined;
  const generated = useId();
  const controlId = a11yOptions.id ?? `field-${generated}`;
  const counterId = `${controlId}-count`;
  const field = useFieldA11y({
    ...a11yOptions,
    id: controlId,
    extraDescribedBy: showCounter && counterId,
  });
  const { hintId, errorId, showError, showHint } = field;
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : typedLength;

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
          {...field.controlProps}
          ref={setRefs}
          rows={rows}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          className={cx(styles.input, styles.textarea)}
        />
      </div>
      {showError || showCounter ? (
        <div className={styles.footer}>
          {showError ? <FieldError id={errorId}>{error}</FieldError> : <span />}
          {showCounter ? <CharacterCounter id={counterId} length={length} max={maxLength} /> : null}
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

export function SelectField(props: SelectFieldProps) {
  const { frame, a11yOptions, control } = splitFieldProps(props);
  const { options, placeholder, ref, ...selectProps } = control;
  const field = useFieldA11y(a11yOptions);
  return (
    <FieldFrame a11y={field} {...frame} disabled={selectProps.disabled}>
      <select
        {...selectProps}
        {...field.controlProps}
        ref={ref}
        className={cx(styles.input, styles.select)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
    </FieldFrame>
  );
}

/* ---------- CheckboxField ---------- */

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldBaseProps {
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField(props: CheckboxFieldProps) {
  const { frame, a11yOptions, control } = splitFieldProps(props);
  const { label, error, hint, required, hideLabel, className } = frame;
  const { ref, ...inputProps } = control;
  const field = useFieldA11y(a11yOptions);
  const { controlId, hintId, errorId, showError, showHint } = field;
  return (
    <div
      className={cx(styles.field, styles.checkboxField, className)}
      data-invalid={showError || undefined}
    >
      <div className={cx(styles.checkboxRow, inputProps.disabled && styles.disabled)}>
        <input
          {...inputProps}
          {...field.controlProps}
          ref={ref}
          type="checkbox"
          className={styles.checkbox}
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
