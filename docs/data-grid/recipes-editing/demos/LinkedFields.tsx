import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { bookings, citiesByCountry, column, type Booking } from './bookings';

// preview-start
// The country editor: a normal select that also moves the city to the new country's first city.
function CountryEditCell(props: GridRenderEditCellParams<Booking, string>) {
  const apiRef = useGridApiContext();
  // Runs before the grid stores the new country: store it first, so the city's options follow it,
  // then pick a city that belongs to it.
  const handleValueChange = async (_event: unknown, country: string) => {
    await apiRef.current.setEditCellValue({ id: props.id, field: 'country', value: country });
    await apiRef.current.setEditCellValue({ id: props.id, field: 'city', value: citiesByCountry[country]?.[0] ?? '' });
  };
  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Booking>[] = [
  column('traveller'),
  {
    field: 'country',
    headerName: 'Country',
    width: 130,
    editable: true,
    type: 'singleSelect',
    valueOptions: Object.keys(citiesByCountry),
    renderEditCell: (params: GridRenderEditCellParams<Booking, string>) => <CountryEditCell {...params} />,
  },
  // In edit mode, `row` carries the values being edited, so the options follow the country.
  column('city', {
    editable: true,
    type: 'singleSelect',
    valueOptions: ({ row }) => (row ? (citiesByCountry[row.country] ?? []) : Object.values(citiesByCountry).flat()),
  }),
];
// preview-end

export default function LinkedFields() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={bookings} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
