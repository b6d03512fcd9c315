/** The prompt's icons, inline (no icon library in the page bundle). */
const svg = {
  viewBox: '0 0 24 24',
  width: 18,
  height: 18,
  'aria-hidden': true,
  focusable: false,
  fill: 'currentColor',
} as const;

export const ThumbUpIcon = () => (
  <svg {...svg}>
    <path d="M9 21h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.58 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2M1 9h4v12H1z" />
  </svg>
);

export const ThumbDownIcon = () => (
  <svg {...svg}>
    <path d="M15 3H6c-.83 0-1.54.5-1.84 1.22l-3.02 7.05c-.09.23-.14.47-.14.73v2c0 1.1.9 2 2 2h6.31l-.95 4.57-.03.32c0 .41.17.79.44 1.06L9.83 23l6.59-6.59c.36-.36.58-.86.58-1.41V5c0-1.1-.9-2-2-2m4 0v12h4V3z" />
  </svg>
);

export const CommentIcon = () => (
  <svg {...svg} width={16} height={16}>
    <path d="M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H5.17L4 17.17V4h16z" />
  </svg>
);
