import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../api/api-error';
import { validationMessage, type ValidationIssue } from './validation-message';

/** A react-hook-form bound to a domain zod schema, with messages translated from the spec's keys. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> & {
    formatKeys?: Record<string, string>;
  } = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const { t, i18n } = useTranslation();
  const { formatKeys, ...formProps } = props;
  const resolver = useMemo<Resolver<z.input<S>, unknown, z.output<S>>>(
    () => {
      const base = zodResolver(schema, {
        error: (issue) => {
          const message = validationMessage(issue as ValidationIssue, formatKeys);
          return t(message.key, message.values);
        },
      }) as Resolver<z.input<S>, unknown, z.output<S>>;
      return async (values, context, options) => {
        const result = await base(values, context, options);
        // Refinements keep their own message, which in web schemas is an i18n key.
        translateKeys(result.errors, (key) => (i18n.exists(key) ? t(key) : key));
        return result;
      };
    },
    // The resolver must follow the language so messages come out in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, t, i18n.language],
  );
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...formProps, resolver });
}

function translateKeys(errors: FieldErrors, translate: (key: string) => string): void {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string') error.message = translate(error.message);
    else translateKeys(error as FieldErrors, translate);
  }
}

/** Puts a 422 answer's field→message map on the form's fields; true when it was such an answer. */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  fieldMap: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  const entries = Object.entries(error.fieldErrors);
  entries.forEach(([field, message], index) => {
    const name = (fieldMap[field] ?? field) as Path<T>;
    form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
