import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from '@club/ui/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  /** Default 'primary'. */
  variant?: ButtonVariant;
  /** Default 'md'. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** An icon element, such as `<ArrowRight />` from lucide-react. */
  icon?: ReactNode;
  /** Where the icon goes. Default 'start'. */
  iconPosition?: 'start' | 'end';
}

export interface ButtonClassNameOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** A square button holding only an icon (give it an aria-label). */
  iconOnly?: boolean;
  className?: string;
}

/** The class names of the button look, for elements that are neither Button nor ButtonLink. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  iconOnly = false,
  className,
}: ButtonClassNameOptions = {}): string {
  return [
    styles.button,
    styles[variant],
    styles[size],
    fullWidth && styles.fullWidth,
    iconOnly && styles.iconOnly,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

function ButtonContent({
  icon,
  iconPosition,
  children,
}: {
  icon: ReactNode;
  iconPosition: 'start' | 'end';
  children: ReactNode;
}) {
  const iconNode = icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  return (
    <>
      {iconPosition === 'start' && iconNode}
      {children !== undefined && children !== null && children !== false && (
        <span className={styles.label}>{children}</span>
      )}
      {iconPosition === 'end' && iconNode}
    </>
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookProps {
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The site's button. Defaults to type="button"; forwards its ref and every native prop. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  iconPosition = 'start',
  type = 'button',
  disabled,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const iconOnly = !children && Boolean(icon);
  const shownIcon = loading ? <Spinner size={size === 'lg' ? 20 : 16} decorative /> : icon;
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth, iconOnly, className })}
    >
      <ButtonContent icon={shownIcon} iconPosition={loading ? 'start' : iconPosition}>
        {children}
      </ButtonContent>
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonLookProps {
  ref?: Ref<HTMLAnchorElement>;
}

/** A react-router Link that looks like a Button. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  iconPosition = 'start',
  className,
  children,
  ref,
  ...rest
}: ButtonLinkProps) {
  const iconOnly = !children && Boolean(icon);
  return (
    <Link
      {...rest}
      ref={ref}
      className={buttonClassName({ variant, size, fullWidth, iconOnly, className })}
    >
      <ButtonContent icon={icon} iconPosition={iconPosition}>
        {children}
      </ButtonContent>
    </Link>
  );
}
