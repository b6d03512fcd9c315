import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';
import { bookings, column, type Booking } from './bookings';

// Everyone who may travel to the offsite.
const staff = [
  'Ada Okafor',
  'Ines Calder',
  'Hana Sato',
  'Jonas Berg',
  'Lena Morrow',
  'Marta Silva',
  'Noah Fischer',
  'Omar Haddad',
  'Priya Nair',
  'Ravi Menon',
  'Sofia Rossi',
  'Tomás Ruiz',
  'Yusuf Demir',
  'Zoe Laurent',
];

// preview-start
function TravellerEditor({ id, field, value, hasFocus }: GridRenderEditCellParams<Booking, string>) {
  const apiRef = useGridApiContext();
  const [open, setOpen] = React.useState(false);

  return (
    <Autocomplete
      fullWidth
      disableClearable
      autoHighlight
      options={staff}
      value={value ?? ''}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_event, traveller) => void apiRef.current.setEditCellValue({ id, field, value: traveller })}
      // While the list is open, Enter picks an option; keep it from also ending the edit.
      onKeyDown={(event) => open && event.key === 'Enter' && event.stopPropagation()}
      slotProps={{ listbox: { sx: { maxHeight: 220 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={hasFocus}
          // Select the current name, so that typing replaces it.
          onFocus={(event) => event.target.select()}
          variant="standard"
          placeholder="Type a name"
        />
      )}
      sx={{ px: 1 }}
    />
  );
}

const columns: GridColDef<Booking>[] = [
  column('traveller', {
    editable: true,
    width: 220,
    renderEditCell: (params: GridRenderEditCellParams<Booking, string>) => <TravellerEditor {...params} />,
  }),
  column('city'),
  column('checkIn'),
  column('checkOut'),
];
// preview-end

export default function AutocompleteEditCell() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={bookings} columns={columns} hideFooter />
    </Box>
  );
}
