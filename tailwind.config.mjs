/** Tailwind for the Tailwind variants of demos: utilities only (no preflight, so the site's styles stay as they are). */
export default {
  content: ['./docs/**/*.tailwind.tsx'],
  corePlugins: { preflight: false },
  darkMode: ['selector', '[data-mui-color-scheme="dark"]'],
};
