export interface ReleaseNote {
  version: string;
  summary: string;
}

export const releaseNotes: ReleaseNote[] = [
  { version: '2.4.0', summary: 'notes can be pinned to the top of a notebook.' },
  { version: '2.3.2', summary: 'search now matches words inside code blocks.' },
  { version: '2.3.0', summary: 'export a notebook as Markdown or PDF.' },
];

export const footerLinks = [
  { label: 'Privacy', href: '#privacy' },
  { label: 'Terms', href: '#terms' },
  { label: 'Contact', href: '#contact' },
];
