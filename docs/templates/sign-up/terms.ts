/** The short version of the terms, shown in the terms dialog. */
export const TERMS_UPDATED = 'Updated 2 March 2026';

export const TERMS = [
  {
    title: 'Your messages stay yours',
    text: 'We store your team’s conversations to run the service and never sell them or use them to train models.',
  },
  {
    title: 'Fair use',
    text: 'Each workspace can send up to 20,000 messages a month. Bulk marketing mail belongs in a dedicated tool.',
  },
  {
    title: 'Leaving is easy',
    text: 'Export everything as MBOX or CSV at any time. Deleted workspaces are erased after 30 days.',
  },
];
