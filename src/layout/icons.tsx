/** Inline SVG icons (server-rendered, no icon library in the page bundle). */
import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'd'>;

function Icon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor" {...props}>
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => <Icon {...props} d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />;
export const CloseIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
  />
);
export const SearchIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
  />
);
export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props} d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
);
export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props} d="m4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z" />
);
export const ExternalIcon = (props: IconProps) => (
  <Icon
    width="14"
    height="14"
    {...props}
    d="M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z"
  />
);
export const GitHubIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M12 1.27a11 11 0 0 0-3.48 21.46c.55.09.73-.24.73-.53v-1.85c-3.03.64-3.67-1.46-3.67-1.46-.55-1.29-1.28-1.65-1.28-1.65-.92-.65.1-.65.1-.65 1.1 0 1.73 1.1 1.73 1.1.92 1.65 2.57 1.2 3.21.92a2 2 0 0 1 .64-1.47c-2.47-.27-5.04-1.19-5.04-5.5 0-1.1.46-2.1 1.2-2.84a3.76 3.76 0 0 1 0-2.93s.91-.28 3.11 1.1c1.8-.49 3.7-.49 5.5 0 2.1-1.38 3.02-1.1 3.02-1.1a3.76 3.76 0 0 1 0 2.93c.83.74 1.2 1.74 1.2 2.94 0 4.2-2.57 5.13-5.04 5.4.45.37.82.92.82 2.02v3.03c0 .27.1.64.73.55A11 11 0 0 0 12 1.27"
  />
);
export const SettingsIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3.2h-4l-.4 2.7a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.5 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1l.4 2.7h4l.4-2.7c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
  />
);
export const LogoIcon = (props: IconProps) => (
  <svg viewBox="0 0 36 32" width="30" height="26" aria-hidden="true" focusable="false" {...props}>
    <path
      fill="var(--color-primary)"
      d="M30.34 16.34 36 13.07V25.4l-11.3 6.53-5.66-3.27 11.3-6.53zM36 4.08v6.53l-5.66 3.26V7.35z"
    />
    <path
      fill="var(--color-primary-strong)"
      d="m0 4.08 16.97 9.8v19.6l-5.65-3.27V17.15L0 10.61zM16.97 0l5.66 3.27v6.53l-5.66-3.27zM5.66 7.35 0 4.08 5.66.82l5.66 3.26z"
    />
  </svg>
);
