// The shared drive of a small design studio, as the simulated server stores it.
// Folders hold other entries; files have a size in kilobytes.

export interface DriveEntry {
  name: string;
  owner: string;
  modified: string; // ISO date
  sizeKb?: number; // files only
  children?: DriveEntry[]; // folders only
}

export const drive: DriveEntry[] = [
  {
    name: 'Clients',
    owner: 'Maya Lind',
    modified: '2026-03-12',
    children: [
      {
        name: 'Northwind Bakery',
        owner: 'Maya Lind',
        modified: '2026-03-12',
        children: [
          { name: 'Brand guidelines.pdf', owner: 'Maya Lind', modified: '2026-02-27', sizeKb: 4210 },
          { name: 'Invoice 2026-02.pdf', owner: 'Tom Okafor', modified: '2026-03-02', sizeKb: 96 },
          {
            name: 'Logo',
            owner: 'Ines Duarte',
            modified: '2026-03-12',
            children: [
              { name: 'logo-primary.svg', owner: 'Ines Duarte', modified: '2026-03-12', sizeKb: 38 },
              { name: 'logo-mono.svg', owner: 'Ines Duarte', modified: '2026-03-10', sizeKb: 31 },
              { name: 'favicon.png', owner: 'Ines Duarte', modified: '2026-03-10', sizeKb: 6 },
            ],
          },
        ],
      },
      {
        name: 'Harbor Clinic',
        owner: 'Jonas Berg',
        modified: '2026-03-09',
        children: [
          { name: 'Website mockups.fig', owner: 'Jonas Berg', modified: '2026-03-09', sizeKb: 18650 },
          { name: 'Copy deck.docx', owner: 'Ana Ruiz', modified: '2026-03-04', sizeKb: 142 },
          {
            name: 'Photos',
            owner: 'Jonas Berg',
            modified: '2026-02-20',
            children: [
              { name: 'reception.jpg', owner: 'Jonas Berg', modified: '2026-02-20', sizeKb: 5320 },
              { name: 'team.jpg', owner: 'Jonas Berg', modified: '2026-02-20', sizeKb: 6105 },
            ],
          },
        ],
      },
      {
        name: 'Greenway Transit',
        owner: 'Ana Ruiz',
        modified: '2026-01-30',
        children: [
          { name: 'Wayfinding signs.ai', owner: 'Ines Duarte', modified: '2026-01-30', sizeKb: 9870 },
          { name: 'Route map.pdf', owner: 'Ana Ruiz', modified: '2026-01-22', sizeKb: 2240 },
        ],
      },
    ],
  },
  {
    name: 'Internal',
    owner: 'Tom Okafor',
    modified: '2026-03-11',
    children: [
      { name: 'Handbook.pdf', owner: 'Tom Okafor', modified: '2026-01-08', sizeKb: 1320 },
      {
        name: 'Templates',
        owner: 'Tom Okafor',
        modified: '2026-02-14',
        children: [
          { name: 'Proposal.docx', owner: 'Tom Okafor', modified: '2026-02-14', sizeKb: 88 },
          { name: 'Invoice.xlsx', owner: 'Tom Okafor', modified: '2026-02-02', sizeKb: 41 },
          { name: 'Slide deck.key', owner: 'Maya Lind', modified: '2026-01-19', sizeKb: 7730 },
        ],
      },
      {
        name: 'Offsite 2026',
        owner: 'Ana Ruiz',
        modified: '2026-03-11',
        children: [
          { name: 'Agenda.docx', owner: 'Ana Ruiz', modified: '2026-03-11', sizeKb: 54 },
          { name: 'Budget.xlsx', owner: 'Tom Okafor', modified: '2026-03-06', sizeKb: 37 },
        ],
      },
    ],
  },
  {
    name: 'Archive',
    owner: 'Maya Lind',
    modified: '2025-12-19',
    children: [
      {
        name: '2024',
        owner: 'Maya Lind',
        modified: '2025-01-07',
        children: [
          {
            name: 'Lakeside Hotel',
            owner: 'Jonas Berg',
            modified: '2024-11-28',
            children: [
              { name: 'Menu design.pdf', owner: 'Jonas Berg', modified: '2024-11-28', sizeKb: 3180 },
              { name: 'Signage.ai', owner: 'Ines Duarte', modified: '2024-10-15', sizeKb: 12400 },
            ],
          },
        ],
      },
      {
        name: '2025',
        owner: 'Maya Lind',
        modified: '2025-12-19',
        children: [
          {
            name: 'Pine Credit Union',
            owner: 'Ana Ruiz',
            modified: '2025-12-19',
            children: [{ name: 'Annual report.pdf', owner: 'Ana Ruiz', modified: '2025-12-19', sizeKb: 8450 }],
          },
        ],
      },
    ],
  },
  { name: 'Read me.txt', owner: 'Maya Lind', modified: '2025-09-01', sizeKb: 2 },
];
