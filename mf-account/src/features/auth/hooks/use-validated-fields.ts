import { useState } from 'react';
import { placeServerError } from '../server-errors';

type TValidator = (value: string) => string | null;

/**
 * Form values with validation on blur (spec section 5): a field's message appears when it loses
 * focus, and once shown it follows the value as the player corrects it. A refused submit (`fail`)
 * shows the server's message next to the field it is about, or above the button (`formError`);
 * either clears as the player edits. Null `formError` text with `formFailed` means no answer came.
 */
export function useValidatedFields<K extends string>(initial: Record<K, string>, validators: Partial<Record<K, TValidator>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string | null>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<K, string>>>({});
  const [formError, setFormError] = useState<{ message: string | null } | null>(null);
  const check = (key: K, value: string) => validators[key]?.(value) ?? null;

  const set = (key: K, value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: check(key, value) }));
    if (serverErrors[key]) setServerErrors((prev) => ({ ...prev, [key]: undefined }));
    setFormError(null);
  };
  const blur = (key: K) => setErrors((prev) => ({ ...prev, [key]: check(key, values[key]) }));
  /** Shows one field's check now (e.g. the phone before a code is sent); true when it passes. */
  const checkField = (key: K): boolean => {
    const problem = check(key, values[key]);
    setErrors((prev) => ({ ...prev, [key]: problem }));
    return problem === null;
  };

  /** Validates every field; returns the problems (message keys) or null when the form is valid. */
  const validateAll = (): Partial<Record<K, string>> | null => {
    const problems: Partial<Record<K, string>> = {};
    for (const key of Object.keys(values) as K[]) {
      const problem = check(key, values[key]);
      if (problem) problems[key] = problem;
    }
    setErrors(problems);
    setServerErrors({});
    setFormError(null);
    return Object.keys(problems).length > 0 ? problems : null;
  };

  /** Shows a refused request: next to its field when one of `shown` (default: every field), else above the button. */
  const fail = (error: unknown, shown: readonly K[] = Object.keys(values) as K[]) => {
    const placed = placeServerError(error, shown);
    if (placed.field !== null && placed.message !== null) setServerErrors({ [placed.field]: placed.message } as Partial<Record<K, string>>);
    else setFormError({ message: placed.message });
  };

  /** Hides the message above the button (an input outside `values` changed). */
  const dismiss = () => setFormError(null);

  return { values, errors, serverErrors, formError, set, blur, check: checkField, validateAll, fail, dismiss };
}
