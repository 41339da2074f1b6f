import { createElement, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode } from 'react';

/** What a field hands its control, so the label and the hint belong to it. */
interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  id: string;
  label: string;
  /** Shown under the control and read out with it. */
  hint?: ReactNode;
  /** What is wrong with the value, in plain words, shown on the field and read out with it. */
  error?: string | null;
  /** Added to `field`, for layout. */
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

function withBase(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

/** A labelled form field; the control comes from `children`, for controls the plain fields below do not cover. */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint === undefined ? '' : hintId].filter(Boolean).join(' ');
  return (
    <div className={withBase('field', className)}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy || undefined, ...(error ? { 'aria-invalid': true } : {}) })}
      {error && (
        <p id={errorId} className="form-error field-error" role="alert">
          {error}
        </p>
      )}
      {hint !== undefined && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  );
}

type ControlTag = 'input' | 'select' | 'textarea';

type ControlFieldProps<Tag extends ControlTag> = Omit<ComponentPropsWithoutRef<Tag>, 'id' | 'onChange'> &
  Omit<FieldProps, 'className' | 'children'> & {
    /** Added to `field`; `className` goes to the control, after `input`. */
    fieldClassName?: string;
    onValueChange: (value: string) => void;
  };

// One body for the three plain controls: they differ only in the element they render.
function controlField<Tag extends ControlTag>(tag: Tag) {
  return function ControlField(props: ControlFieldProps<Tag>) {
    const { id, label, hint, error, fieldClassName, className, onValueChange, ...attributes } = props;
    return (
      <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
        {(control) =>
          createElement(tag, {
            ...control,
            ...attributes,
            className: withBase('input', className),
            onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
              onValueChange(e.target.value),
          })}
      </Field>
    );
  };
}

export const InputField = controlField('input');
export const SelectField = controlField('select');
export const TextAreaField = controlField('textarea');
