import { Group, TextInput } from '@mantine/core';

interface DateRangeInputsProps {
  /** datetime-local values (browser zone), '' for none. */
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
  startError?: string | undefined;
  endError?: string | undefined;
  /** Say what an empty field means (campaigns and codes may run open-ended). */
  openEnded?: boolean;
}

/** A validity window in the back office's forms: start and end side by side. */
export function DateRangeInputs({
  start,
  end,
  onStart,
  onEnd,
  startError,
  endError,
  openEnded = false,
}: DateRangeInputsProps) {
  return (
    <Group grow align="flex-start">
      <TextInput
        type="datetime-local"
        label={openEnded ? 'Başlangıç (boş = hemen)' : 'Başlangıç'}
        value={start}
        onChange={(e) => onStart(e.currentTarget.value)}
        error={startError}
      />
      <TextInput
        type="datetime-local"
        label={openEnded ? 'Bitiş (boş = süresiz)' : 'Bitiş'}
        value={end}
        onChange={(e) => onEnd(e.currentTarget.value)}
        error={endError}
      />
    </Group>
  );
}
