import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface Result {
  id: number;
  athlete: string;
  country: string;
  swimTime: string;
  swimRank: number;
  bikeTime: string;
  bikeRank: number;
  runTime: string;
  runRank: number;
}

const results: Result[] = [
  {
    id: 1,
    athlete: 'Hanne Vik',
    country: 'NOR',
    swimTime: '19:42',
    swimRank: 3,
    bikeTime: '58:10',
    bikeRank: 1,
    runTime: '33:05',
    runRank: 2,
  },
  {
    id: 2,
    athlete: 'Léa Moreau',
    country: 'FRA',
    swimTime: '19:15',
    swimRank: 1,
    bikeTime: '59:02',
    bikeRank: 4,
    runTime: '32:48',
    runRank: 1,
  },
  {
    id: 3,
    athlete: 'Amy Okafor',
    country: 'GBR',
    swimTime: '19:30',
    swimRank: 2,
    bikeTime: '58:37',
    bikeRank: 2,
    runTime: '34:11',
    runRank: 4,
  },
  {
    id: 4,
    athlete: 'Julia Brandt',
    country: 'GER',
    swimTime: '20:04',
    swimRank: 4,
    bikeTime: '58:49',
    bikeRank: 3,
    runTime: '33:40',
    runRank: 3,
  },
];

const leg = (prefix: 'swim' | 'bike' | 'run'): GridColDef<Result>[] => [
  { field: `${prefix}Time`, headerName: 'Time', width: 80 },
  { field: `${prefix}Rank`, headerName: 'Rank', type: 'number', width: 70 },
];

const columns: GridColDef<Result>[] = [
  { field: 'athlete', headerName: 'Athlete', width: 130 },
  { field: 'country', headerName: 'Country', width: 80 },
  ...leg('swim'),
  ...leg('bike'),
  ...leg('run'),
];

// preview-start
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'competitor',
    headerName: 'Competitor',
    children: [{ field: 'athlete' }, { field: 'country' }],
  },
  {
    groupId: 'legs',
    headerName: 'Legs',
    children: [
      { groupId: 'swim', headerName: 'Swim 1.5 km', children: [{ field: 'swimTime' }, { field: 'swimRank' }] },
      { groupId: 'bike', headerName: 'Bike 40 km', children: [{ field: 'bikeTime' }, { field: 'bikeRank' }] },
      { groupId: 'run', headerName: 'Run 10 km', children: [{ field: 'runTime' }, { field: 'runRank' }] },
    ],
  },
];
// preview-end

export default function NestedGroups() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={results} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
