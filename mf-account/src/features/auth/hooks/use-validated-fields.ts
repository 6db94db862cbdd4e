import { useState } from 'react';

type TValidator = (value: string) => string | null;

/**
 * Form values with validation on blur (spec section 5): a field's message appears when it loses
 * focus, and once shown it follows the value as the player corrects it.
 */
export function useValidatedFields<K extends string>(initial: Record<K, string>, validators: Partial<Record<K, TValidator>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string | null>>>({});
  const check = (key: K, value: string) => validators[key]?.(value) ?? null;

  const set = (key: K, value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: check(key, value) }));
  };
  const blur = (key: K) => setErrors((prev) => ({ ...prev, [key]: check(key, values[key]) }));

  /** Validates every field; returns the problems (message keys) or null when the form is valid. */
  const validateAll = (): Partial<Record<K, string>> | null => {
    const problems: Partial<Record<K, string>> = {};
    for (const key of Object.keys(values) as K[]) {
      const problem = check(key, values[key]);
      if (problem) problems[key] = problem;
    }
    setErrors(problems);
    return Object.keys(problems).length > 0 ? problems : null;
  };

  return { values, errors, set, blur, validateAll };
}
