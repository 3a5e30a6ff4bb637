import { TextInput, type TextInputProps } from '@mantine/core';
import { PICKER_MAX, PICKER_MIN } from '@/lib/picker-range';

/** A date and time picker (`datetime-local`) that takes only the years 1900 to 2100 (spec 5 and 9). */
export function DateTimeInput(props: TextInputProps) {
  return <TextInput type="datetime-local" min={PICKER_MIN} max={PICKER_MAX} {...props} />;
}
