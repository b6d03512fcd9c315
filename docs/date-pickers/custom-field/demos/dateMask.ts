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
