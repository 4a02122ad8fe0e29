import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './Button.module.css';
import { Spinner } from './Spinner';

type Variant = 'primary' | 'secondary' | 'gold' | 'danger' | 'ghost';
interface Common {
  variant?: Variant;
  block?: boolean;
  small?: boolean;
  children: ReactNode;
}

const cls = ({ variant = 'primary', block, small }: Omit<Common, 'children'>, extra?: string) =>
  [styles.button, styles[variant], block ? styles.block : '', small ? styles.small : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

export function Button({
  variant,
  block,
  small,
  busy,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <button
      type={type}
      className={cls({ variant, block, small }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

export function ButtonLink({ variant, block, small, className, children, ...rest }: Common & LinkProps) {
  return (
    <Link className={cls({ variant, block, small }, className)} {...rest}>
      {children}
    </Link>
  );
}
