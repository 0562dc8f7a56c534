import { CODE_LENGTH } from '@club/contract/auth';
import { TextField } from '@club/ui/form-field';
import type { ReactNode } from 'react';
import styles from './code-field.module.css';
import { useUiT } from '@club/ui/ui-messages';

/** Keeps only the digits of what was typed or pasted, at most six. */
export function toCodeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** A code can be submitted only when it has exactly six digits. */
export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH && /^\d+$/.test(code);
}

export interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  label?: ReactNode;
  error?: ReactNode;
  autoFocus?: boolean;
  className?: string;
}

/**
 * The six-digit one-time code of sign-in and registration: digits only (a
 * pasted "123 456" or "Code: 123456" becomes 123456), at most six, and
 * offered by the phone's keyboard from the SMS or e-mail (one-time-code).
 */
export function CodeField({ value, onChange, label, error, autoFocus, className }: CodeFieldProps) {
  const t = useUiT();
  return (
    <TextField
      label={label ?? t('ui.code-field.label')}
      value={value}
      error={error}
      onChange={(event) => onChange(toCodeDigits(event.target.value))}
      onPaste={(event) => {
        event.preventDefault();
        onChange(toCodeDigits(event.clipboardData.getData('text')));
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      className={[styles.code, className].filter(Boolean).join(' ')}
      autoFocus={autoFocus}
    />
  );
}
