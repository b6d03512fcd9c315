import type { GridColDef } from '@mui/x-data-grid-pro';

export interface Song {
  id: number;
  title: string;
  artist: string;
  length: string;
  key: string;
}

// A band's set list for Friday night: the order is the whole point.
export const setList: Song[] = [
  { id: 1, title: 'Harbour Lights', artist: 'The Tidewaters', length: '3:42', key: 'G' },
  { id: 2, title: 'Paper Kites', artist: 'Lena Morrow', length: '4:05', key: 'D' },
  { id: 3, title: 'Night Bus', artist: 'The Tidewaters', length: '3:18', key: 'A minor' },
  { id: 4, title: 'Slow Thaw', artist: 'Ines Calder', length: '5:11', key: 'E' },
  { id: 5, title: 'Copper Sky', artist: 'Lena Morrow', length: '3:56', key: 'C' },
  { id: 6, title: 'Last Ferry Home', artist: 'The Tidewaters', length: '4:27', key: 'F' },
  { id: 7, title: 'Glasshouse', artist: 'Ines Calder', length: '3:33', key: 'B flat' },
];

export const songColumns: GridColDef<Song>[] = [
  { field: 'title', headerName: 'Song', flex: 1, minWidth: 150 },
  { field: 'artist', headerName: 'Written by', width: 150 },
  { field: 'length', headerName: 'Length', width: 90 },
  { field: 'key', headerName: 'Key', width: 100 },
];

// Moves one item of a list, as the grid just did on screen.
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
