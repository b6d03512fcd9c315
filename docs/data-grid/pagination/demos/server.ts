import { shipments, type Shipment } from './shipments';

// A pretend server for the server-side demos. It keeps the 180 parcels of
// `shipments.ts` in memory and answers after a delay, like a slow network
// would. Nothing leaves the browser.

export const SERVER_DELAY_MS = 600;

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface CountedPage {
  rows: Shipment[];
  /** How many rows the whole result has. */
  total: number;
}

export interface UncountedPage {
  rows: Shipment[];
  /** Whether a row exists after this page; the server never counts them all. */
  hasNextPage: boolean;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

function slice({ page, pageSize }: PageRequest): Shipment[] {
  const start = page * pageSize;
  return shipments.slice(start, start + pageSize);
}

/** Returns one page and the total number of rows. */
export async function fetchCountedPage(request: PageRequest, options: { fail?: boolean } = {}): Promise<CountedPage> {
  await wait(SERVER_DELAY_MS);
  if (options.fail) {
    throw new Error('503: the parcel service is down for maintenance.');
  }
  return { rows: slice(request), total: shipments.length };
}

/** Returns one page and whether another one follows, without a total. */
export async function fetchUncountedPage(request: PageRequest): Promise<UncountedPage> {
  await wait(SERVER_DELAY_MS);
  const rows = slice(request);
  const hasNextPage = (request.page + 1) * request.pageSize < shipments.length;
  return { rows, hasNextPage };
}

/** Counting every row is the slow query: it answers after three seconds. */
export async function countRows(): Promise<number> {
  await wait(3000);
  return shipments.length;
}
