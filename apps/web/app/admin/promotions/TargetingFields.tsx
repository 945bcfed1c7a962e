import { Checkbox, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateRangeInputs } from '../DateRangeInputs';
import { localInputToMs, toLocalInput } from '../format';

/** Where and when a promotion (a pop-up, a top bar) shows: on/off, a time window, the paths. */
export interface Targeting {
  isActive: boolean;
  isTemporary: boolean;
  /** datetime-local values (browser zone), '' for none. */
  start: string;
  end: string;
  /** Path parts, one a line: show only there (empty = everywhere) / never there. */
  displayOnlyHere: string;
  doNotDisplayHere: string;
}

/** A textarea's items, one a line (blank lines dropped): paths, image addresses, bullets. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** How a promotion's targeting is stored (a pop-up's or a top bar's view). */
interface StoredTargeting {
  isActive: boolean;
  isTemporary: boolean;
  startDateInMiliseconds: number | null;
  endDateInMiliseconds: number | null;
  displayOnlyHere: string[];
  doNotDisplayHere: string[];
}

/** The targeting of a saved promotion as the fields show it; a new one is on, everywhere. */
export const targetingOf = (existing: StoredTargeting | null): Targeting => ({
  isActive: existing?.isActive ?? true,
  isTemporary: existing?.isTemporary ?? false,
  start: toLocalInput(existing?.startDateInMiliseconds ?? null),
  end: toLocalInput(existing?.endDateInMiliseconds ?? null),
  displayOnlyHere: (existing?.displayOnlyHere ?? []).join('\n'),
  doNotDisplayHere: (existing?.doNotDisplayHere ?? []).join('\n'),
});

/** The targeting as the API takes it; a window only for a temporary promotion. */
export const targetingBody = (values: Targeting): StoredTargeting => ({
  isActive: values.isActive,
  isTemporary: values.isTemporary,
  startDateInMiliseconds: values.isTemporary ? localInputToMs(values.start) : null,
  endDateInMiliseconds: values.isTemporary ? localInputToMs(values.end) : null,
  displayOnlyHere: linesOf(values.displayOnlyHere),
  doNotDisplayHere: linesOf(values.doNotDisplayHere),
});

/** The API's names of the window's two ends, whose messages go on `start` and `end`. */
export const TARGETING_INPUTS = {
  startDateInMiliseconds: 'start',
  endDateInMiliseconds: 'end',
} as const;

/**
 * The targeting fields of the promotion editors: "Açık", "Geçici" with its window, and the
 * paths to show on or to skip, bound to the editor's form.
 */
export function TargetingFields<Values extends Targeting>({
  form,
  onlyHereLabel,
}: {
  form: UseFormReturnType<Values>;
  onlyHereLabel: string;
}) {
  return (
    <>
      <Checkbox label="Açık" {...form.getInputProps('isActive', { type: 'checkbox' })} />
      <Checkbox
        label="Geçici (yalnızca aşağıdaki zaman aralığında)"
        {...form.getInputProps('isTemporary', { type: 'checkbox' })}
      />
      {form.values.isTemporary ? (
        <DateRangeInputs start={form.getInputProps('start')} end={form.getInputProps('end')} />
      ) : null}
      <Textarea
        label={onlyHereLabel}
        {...form.getInputProps('displayOnlyHere')}
        autosize
        minRows={1}
      />
      <Textarea
        label="Bu yollarda gösterme"
        {...form.getInputProps('doNotDisplayHere')}
        autosize
        minRows={1}
      />
    </>
  );
}
