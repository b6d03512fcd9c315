import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Strict parsing with a format (`dayjs(text, format, true)`) needs this plugin.
dayjs.extend(customParseFormat);

/**
 * Keeps the digits the user typed and lays them out on a numeric format such as `DD/MM/YYYY`:
 * every letter of the format takes one digit, every other character is copied as it is.
 * `applyMask('1403', 'DD/MM/YYYY')` returns `'14/03'`.
 */
export function applyMask(input: string, format: string) {
  const digits = input.replace(/\D/g, '');
  let result = '';
  let next = 0;
  for (const char of format) {
    if (next >= digits.length) {
      break;
    }
    if (/[a-z]/i.test(char)) {
      result += digits[next];
      next += 1;
    } else {
      result += char;
    }
  }
  return result;
}

export const formatValue = (date: Dayjs | null, format: string) => (date?.isValid() ? date.format(format) : '');

/**
 * The text of a masked input that edits the value of the picker around it, in the picker's `format`. Incomplete
 * text sets the value to `null`; complete text is parsed strictly. When the value changes from elsewhere (the
 * calendar), the text follows it; the last value the input published is remembered, so that what the user is
 * typing is not overwritten.
 */
export function useMaskedText() {
  const picker = usePickerContext();
  const format = picker.fieldFormat;
  const [text, setText] = React.useState(() => formatValue(picker.value, format));

  const lastPublished = React.useRef(picker.value);
  React.useEffect(() => {
    if (picker.value !== lastPublished.current) {
      lastPublished.current = picker.value;
      setText(formatValue(picker.value, format));
    }
  }, [picker.value, format]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value, format);
    setText(masked);
    const newValue = masked.length === format.length ? dayjs(masked, format, true) : null;
    lastPublished.current = newValue;
    // `shouldClose: false`: typing never closes the popup, as with the built-in field.
    picker.setValue(newValue, { shouldClose: false });
  };

  return { text, handleChange };
}
