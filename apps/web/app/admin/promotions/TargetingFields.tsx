import { Checkbox, Textarea } from '@mantine/core';
import { DateRangeInputs } from '../DateRangeInputs';

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

/**
 * The targeting fields of the promotion editors: "Açık", "Geçici" with its window, and the
 * paths to show on or to skip. `error` names a field's message by the API's field name.
 */
export function TargetingFields({
  value,
  onChange,
  error,
  onlyHereLabel,
}: {
  value: Targeting;
  /** Merges the changed fields into the editor's values. */
  onChange: (patch: Partial<Targeting>) => void;
  error: (field: string) => string | undefined;
  onlyHereLabel: string;
}) {
  return (
    <>
      <Checkbox
        label="Açık"
        checked={value.isActive}
        onChange={(e) => onChange({ isActive: e.currentTarget.checked })}
      />
      <Checkbox
        label="Geçici (yalnızca aşağıdaki zaman aralığında)"
        checked={value.isTemporary}
        onChange={(e) => onChange({ isTemporary: e.currentTarget.checked })}
      />
      {value.isTemporary ? (
        <DateRangeInputs
          start={value.start}
          end={value.end}
          onStart={(next) => onChange({ start: next })}
          onEnd={(next) => onChange({ end: next })}
          startError={error('startDateInMiliseconds')}
          endError={error('endDateInMiliseconds')}
        />
      ) : null}
      <Textarea
        label={onlyHereLabel}
        value={value.displayOnlyHere}
        onChange={(e) => onChange({ displayOnlyHere: e.currentTarget.value })}
        error={error('displayOnlyHere')}
        autosize
        minRows={1}
      />
      <Textarea
        label="Bu yollarda gösterme"
        value={value.doNotDisplayHere}
        onChange={(e) => onChange({ doNotDisplayHere: e.currentTarget.value })}
        error={error('doNotDisplayHere')}
        autosize
        minRows={1}
      />
    </>
  );
}
