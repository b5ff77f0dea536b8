import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input and announced; the input is marked invalid while set. */
  error?: string | undefined;
  /** The input itself, for a form that keeps focus on it (the wash bay's next car). */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with its own error message. */
export function Field({ label, error, inputRef, ...inputProps }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
