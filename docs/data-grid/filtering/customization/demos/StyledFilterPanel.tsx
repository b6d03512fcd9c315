import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { formatDateTime, hotelOptions, reviews, type Review } from './reviews';

const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'hotel', headerName: 'Hotel', type: 'singleSelect', valueOptions: hotelOptions, width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  {
    field: 'submittedAt',
    headerName: 'Submitted',
    type: 'dateTime',
    width: 150,
    valueFormatter: (value: Date) => formatDateTime(value),
  },
];

export default function StyledFilterPanel() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={reviews}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{ filter: { filterModel: { items: [{ field: 'hotel', operator: 'is', value: 'old-town' }] } } }}
        // preview-start
        slotProps={{
          filterPanel: {
            sx: {
              width: 300,
              // Stack the fields of each filter form instead of setting them in a row.
              [`& .${gridClasses.filterForm}`]: {
                flexDirection: 'column',
                gap: 2,
                p: 2,
                m: 1,
                borderRadius: 2,
                bgcolor: 'action.hover',
              },
              [`& .${gridClasses.filterFormColumnInput}, & .${gridClasses.filterFormOperatorInput}, & .${gridClasses.filterFormValueInput}`]:
                { width: '100%' },
              // Move the delete button to the end of the stack.
              [`& .${gridClasses.filterFormDeleteIcon}`]: { order: 1, alignSelf: 'flex-end' },
            },
          },
        }}
        // preview-end
      />
    </Box>
  );
}
