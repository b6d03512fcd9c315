/** Browser storage keys of the preferences (DESIGN §4). */
export const MODE_KEY = 'mui-mode';
export const COLOR_SCHEME_KEY_PREFIX = 'mui-color-scheme';
export const DIRECTION_KEY = 'mui-direction';
export const DENSE_KEY = 'mui-dense';
export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
/** One year, in seconds. */
export const COOKIE_MAX_AGE = 31_536_000;
