import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { z } from 'zod';
import { bodyFields, resultOf } from '../../api/call';
import { summaryOf } from '../../api/check';
import type { ActionOutcome } from '../ActionButton';

/**
 * A promotion editor (discount codes, pop-ups, top bars, campaigns) on @mantine/form. The values
 * are what staff type (TL, one item a line, local times); `bodyOf` turns them into the route's
 * body, which the route's own schema checks before anything is sent, so the browser and the
 * server refuse with the same Turkish sentence. Either refusal stands beside the input it names
 * and its summary above the button. A new record opens its own page; a change reloads this one.
 */
export function usePromotionForm<
  Values extends Record<string, unknown>,
  Body,
  Saved extends { message: string },
>(options: {
  initialValues: Values;
  bodyOf: (values: Values) => Body;
  /** The create route's body schema (the edit body only adds the id). */
  schema: z.ZodType;
  /** API field → form field, for the few inputs the form names otherwise. */
  fieldOf?: Readonly<Record<string, keyof Values & string>>;
  editing: boolean;
  /** The typed create or edit call (`call('POST /api/…/create', { body })`). */
  send: (body: Body) => Promise<Saved>;
  pageOf: (saved: Saved) => string;
}) {
  const { bodyOf, fieldOf = {} } = options;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [saving, setSaving] = useState(false);
  const [check] = useState(() => schemaResolver(options.schema, { sync: true }));
  const form = useForm<Values>({
    initialValues: options.initialValues,
    validate: (values) => onInputs(check(bodyOf(values)), fieldOf),
  });

  async function save(values: Values) {
    setSaving(true);
    setOutcome(null);
    const result = await resultOf(options.send(bodyOf(values)));
    setSaving(false);
    if (!result.ok) {
      form.setErrors(onInputs(bodyFields(result.fields), fieldOf));
      setOutcome({ kind: 'error', message: result.message });
      return;
    }
    form.clearErrors();
    setOutcome({ kind: 'success', message: result.data.message });
    if (!options.editing) navigate(options.pageOf(result.data));
    else await revalidator.revalidate();
  }

  const onSubmit = form.onSubmit(save, (errors) =>
    setOutcome({ kind: 'error', message: summaryOf(Object.values(errors)) }),
  );
  return { form, onSubmit, saving, outcome };
}

/**
 * Field messages keyed by the body's paths put on the inputs: an item's message on its list's
 * input (`productIds.0` → `productIds`), a renamed field on its input; a field's first message
 * wins.
 */
function onInputs(errors: FormErrors, fieldOf: Readonly<Record<string, string>>): FormErrors {
  const shown: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const [top = path] = path.split('.');
    const input = fieldOf[top] ?? top;
    shown[input] ??= message;
  }
  return shown;
}
