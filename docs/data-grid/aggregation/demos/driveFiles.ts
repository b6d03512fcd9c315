export interface DriveFile {
  // The file's path on the drive, also its row id.
  id: string;
  sizeKb: number;
  modified: Date;
}

// The marketing team's shared drive. Folders have no row of their own.
export const driveFiles: DriveFile[] = [
  { id: 'Brand/logo.svg', sizeKb: 48, modified: new Date(2025, 10, 3) },
  { id: 'Brand/colours.pdf', sizeKb: 1_240, modified: new Date(2025, 10, 3) },
  { id: 'Brand/fonts/Outfit.woff2', sizeKb: 96, modified: new Date(2025, 8, 12) },
  { id: 'Campaigns/Easter sale/banner.png', sizeKb: 2_310, modified: new Date(2026, 2, 27) },
  { id: 'Campaigns/Easter sale/newsletter.html', sizeKb: 64, modified: new Date(2026, 2, 30) },
  { id: 'Campaigns/Easter sale/results.xlsx', sizeKb: 412, modified: new Date(2026, 3, 14) },
  { id: 'Campaigns/Spring tents/search-ads.csv', sizeKb: 120, modified: new Date(2026, 2, 6) },
  { id: 'Campaigns/Spring tents/landing-page.png', sizeKb: 1_880, modified: new Date(2026, 2, 5) },
  { id: 'Campaigns/Trail shoes/video.mp4', sizeKb: 184_500, modified: new Date(2026, 1, 26) },
  { id: 'Campaigns/Trail shoes/stills.zip', sizeKb: 36_200, modified: new Date(2026, 1, 27) },
  { id: 'Plans/2026 budget.xlsx', sizeKb: 236, modified: new Date(2026, 0, 9) },
  { id: 'Plans/Q2 calendar.pdf', sizeKb: 318, modified: new Date(2026, 3, 2) },
];

export const getDrivePath = (row: DriveFile) => row.id.split('/');

export function formatKb(value: number | null | undefined) {
  if (value == null) {
    return '';
  }
  const size = value < 1024 ? `${value} KB` : `${(value / 1024).toFixed(1)} MB`;
  // Isolated left to right, so that a right-to-left page does not show "MB 1.4".
  return `\u2066${size}\u2069`;
}
