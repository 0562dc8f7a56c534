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
import { ChevronDown } from 'lucide-react';
import {
  assignRef,
  CharacterCounter,
  cx,
  FieldError,
  FieldFrame,
  FieldHint,
  FieldLabel,
  splitFieldProps,
  useFieldA11y,
  type FieldBaseProps,
} from '@club/ui/form-field-parts';
import styles from './form-field.module.css';

/*
 * Accessible form fields that work with react-hook-form: spread `register('name')`
 * into any of them (they accept its ref, name, onChange and onBlur).
 *
 * `required` only marks the field (a visual asterisk and aria-required); it does
 * not turn on the browser's own validation, so the form's schema stays in charge.
 */

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
