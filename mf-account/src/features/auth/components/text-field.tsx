import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './forms.css';

type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** i18n key of the validation message (shown once set). */
  errorKey?: string | null;
  /** A message already in words (the server's answer), shown when there is no `errorKey`. */
  errorText?: string | null;
  /** Fixed text before the input, e.g. '+90'. */
  prefix?: string;
  /** Control after the input, e.g. the OTP button. */
  end?: ReactNode;
  /** A status under the input when there is no error, e.g. "Kod gönderildi" (announced politely). */
  status?: string | null;
};

/** A labelled input with an optional fixed prefix, trailing control and validation message. */
export function TextField({ label, value, onValueChange, errorKey, errorText, prefix, end, status, className, ...input }: TTextFieldProps) {
  const { t } = useTranslation(['account', 'common']);
  const id = useId();
  const errorId = `${id}-error`;
  const error = errorKey ? t(errorKey) : errorText || null;
  return (
    <div className={`acc-field${error ? ' acc-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="acc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="acc-field__row">
        <div className="acc-field__box">
          {prefix && (
            <span className="acc-field__prefix" aria-hidden="true">
              {prefix}
            </span>
          )}
          <input
            {...input}
            id={id}
            className="acc-field__input"
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        {end}
      </div>
      {error && (
        <p id={errorId} className="acc-field__error" role="alert">
          {error}
        </p>
      )}
      {!error && status && (
        <p className="acc-field__status" role="status">
          {status}
        </p>
      )}
    </div>
  );
}
