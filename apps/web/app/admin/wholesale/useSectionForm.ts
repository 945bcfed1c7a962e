import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { ApiFailure } from '../../api/call';
import { summaryOf } from '../../api/check';

/**
 * One section of the wholesale account editor as a form: its values checked by the contract's
 * schema for that part of the body, the server's field messages put back beside the inputs
 * (`body.<part>.<path>` → `<path>`).
 */
export function useSectionForm<Values extends object>(
  schema: z.ZodType,
  initialValues: Values,
  part: string,
) {
  const form = useForm<Values>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
  /** Checks, then runs the save; a refusal shows beside the fields and is thrown on. */
  async function saving<T>(save: (values: Values) => Promise<T>): Promise<T> {
    const checked = form.validate();
    if (checked.hasErrors) throw new Error(summaryOf(Object.values(checked.errors)));
    try {
      return await save(form.getValues());
    } catch (failure) {
      if (failure instanceof ApiFailure) form.setErrors(partErrors(failure, part));
      throw failure;
    }
  }
  return { form, saving };
}

function partErrors(failure: ApiFailure, part: string): Record<string, string> {
  const prefix = `body.${part}.`;
  return Object.fromEntries(
    Object.entries(failure.fields)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, message]) => [field.slice(prefix.length), message]),
  );
}
