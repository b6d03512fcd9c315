import type { GridColDef } from '@mui/x-data-grid-pro';

export interface Talk {
  id: number;
  title: string;
  speaker: string;
  track: 'Design' | 'Frontend' | 'Data' | 'Operations';
  minutes: number;
  day: Date;
  recorded: boolean;
}

// The programme of a two-day web conference in Lyon.
export const talks: Talk[] = [
  {
    id: 1,
    title: 'Colour systems that survive dark mode',
    speaker: 'Zoë Lambert',
    track: 'Design',
    minutes: 40,
    day: new Date(2026, 4, 12),
    recorded: true,
  },
  {
    id: 2,
    title: 'Server components in practice',
    speaker: 'José Ramírez',
    track: 'Frontend',
    minutes: 45,
    day: new Date(2026, 4, 12),
    recorded: true,
  },
  {
    id: 3,
    title: 'Cleaning sensor data at scale',
    speaker: 'Søren Madsen',
    track: 'Data',
    minutes: 30,
    day: new Date(2026, 4, 12),
    recorded: false,
  },
  {
    id: 4,
    title: 'On-call without burnout',
    speaker: 'Renée Dubois',
    track: 'Operations',
    minutes: 25,
    day: new Date(2026, 4, 12),
    recorded: true,
  },
  {
    id: 5,
    title: 'Forms people can finish',
    speaker: 'Amara Okafor',
    track: 'Design',
    minutes: 30,
    day: new Date(2026, 4, 12),
    recorded: false,
  },
  {
    id: 6,
    title: 'Typed APIs from schema to screen',
    speaker: 'Łukasz Nowak',
    track: 'Frontend',
    minutes: 40,
    day: new Date(2026, 4, 13),
    recorded: true,
  },
  {
    id: 7,
    title: 'A year of feature flags',
    speaker: 'François Girard',
    track: 'Operations',
    minutes: 35,
    day: new Date(2026, 4, 13),
    recorded: true,
  },
  {
    id: 8,
    title: 'Charts that tell the truth',
    speaker: 'Mei Chen',
    track: 'Data',
    minutes: 45,
    day: new Date(2026, 4, 13),
    recorded: true,
  },
  {
    id: 9,
    title: 'Motion for people who get dizzy',
    speaker: 'Antonín Dvořák',
    track: 'Design',
    minutes: 20,
    day: new Date(2026, 4, 13),
    recorded: false,
  },
  {
    id: 10,
    title: 'Testing the grid you did not write',
    speaker: 'Priya Nair',
    track: 'Frontend',
    minutes: 30,
    day: new Date(2026, 4, 13),
    recorded: true,
  },
  {
    id: 11,
    title: 'Backups you have restored',
    speaker: 'Inés Castaño',
    track: 'Operations',
    minutes: 30,
    day: new Date(2026, 4, 13),
    recorded: false,
  },
  {
    id: 12,
    title: 'Dashboards nobody opens',
    speaker: 'Jonas Weber',
    track: 'Data',
    minutes: 25,
    day: new Date(2026, 4, 13),
    recorded: true,
  },
];

export const talkColumns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'speaker', headerName: 'Speaker', width: 160 },
  {
    field: 'track',
    headerName: 'Track',
    type: 'singleSelect',
    valueOptions: ['Design', 'Frontend', 'Data', 'Operations'],
    width: 140,
  },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 120 },
  { field: 'day', headerName: 'Day', type: 'date', width: 150 },
  { field: 'recorded', headerName: 'Recorded', type: 'boolean', width: 120 },
];
