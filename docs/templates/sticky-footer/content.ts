export interface ReleaseNote {
  version: string;
  summary: string;
}

export const releaseNotes: ReleaseNote[] = [
  { version: '2.4.0', summary: 'notes can be pinned to the top of a notebook.' },
  { version: '2.3.2', summary: 'search now matches words inside code blocks.' },
  { version: '2.3.0', summary: 'export a notebook as Markdown or PDF.' },
];

/** In a real app these lead to other pages; here they stay on this one. */
export const footerLinks = [
  { label: 'Release notes', href: '#release-notes' },
  { label: 'Back to top', href: '#top' },
];
