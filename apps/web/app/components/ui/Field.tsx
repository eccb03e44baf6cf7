import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from "react";

/** A text box or select without its width (for controls sized by their row). */
export const controlClass =
  "min-h-12 rounded-xl border border-line bg-surface px-4 text-base text-ink placeholder:text-muted/70 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent aria-[invalid=true]:border-error";

export const inputClass = `${controlClass} w-full`;

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Shown before the control on the same line (a dial code, a country picker). */
  prefix?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A form field with its label and inline error: one layout for every form. */
export function FieldShell({ id, label, error, hint, prefix, className = "", children }: FieldShellProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {prefix ? (
        <div className="flex gap-2">
          {prefix}
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      ) : (
        children
      )}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "prefix"> {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  prefix?: ReactNode;
  wrapperClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Field({
  id,
  label,
  error,
  hint,
  prefix,
  wrapperClassName,
  className = "",
  ref,
  ...input
}: FieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} prefix={prefix} className={wrapperClassName}>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${className}`}
        {...input}
      />
    </FieldShell>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  error?: string | null;
  wrapperClassName?: string;
  children: ReactNode;
}

export function SelectField({
  id,
  label,
  error,
  wrapperClassName,
  className = "",
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={wrapperClassName}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} ${className}`}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}
