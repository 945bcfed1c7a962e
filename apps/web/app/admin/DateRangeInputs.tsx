import { Group, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

interface DateRangeInputsProps {
  /**
   * The two datetime-local inputs (browser zone, '' for none) as the editor's form binds them:
   * `form.getInputProps('startDate')` (value, onChange, error).
   */
  start: GetInputPropsReturnType;
  end: GetInputPropsReturnType;
  /** Say what an empty field means (campaigns and codes may run open-ended). */
  openEnded?: boolean;
}

/** A validity window in the back office's forms: start and end side by side. */
export function DateRangeInputs({ start, end, openEnded = false }: DateRangeInputsProps) {
  return (
    <Group grow align="flex-start">
      <TextInput
        type="datetime-local"
        label={openEnded ? 'Başlangıç (boş = hemen)' : 'Başlangıç'}
        {...start}
      />
      <TextInput
        type="datetime-local"
        label={openEnded ? 'Bitiş (boş = süresiz)' : 'Bitiş'}
        {...end}
      />
    </Group>
  );
}
