/** Small inline icons of the demo toolbar (drawn for this site). */
import type { ReactNode } from 'react';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const CodeGlyph = () => (
  <Glyph>
    <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />
  </Glyph>
);
export const SandboxGlyph = () => (
  <Glyph>
    <path d="M12 3 4 7.5v9L12 21l8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9" />
  </Glyph>
);
export const BoltGlyph = () => (
  <Glyph>
    <path d="M13 3 5 14h6l-1 7 8-11h-6z" />
  </Glyph>
);
export const CopyGlyph = () => (
  <Glyph>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </Glyph>
);
export const FocusGlyph = () => (
  <Glyph>
    <path d="M4 9V5a1 1 0 0 1 1-1h4M15 4h4a1 1 0 0 1 1 1v4M20 15v4a1 1 0 0 1-1 1h-4M9 20H5a1 1 0 0 1-1-1v-4" />
    <circle cx="12" cy="12" r="2.5" />
  </Glyph>
);
export const ResetGlyph = () => (
  <Glyph>
    <path d="M4 12a8 8 0 1 0 2.5-5.8M4 4v4h4" />
  </Glyph>
);
export const MoreGlyph = () => (
  <Glyph>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </Glyph>
);
export const ChatGlyph = () => (
  <Glyph>
    <path d="M5 18 3 21V6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2z" />
  </Glyph>
);
