import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { DataGrid, type GridBaseIconProps, type GridSlots } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

// preview-start
// Each icon slot receives the grid's icon props (class name, font size); pass on the ones you need.
function AscendingIcon({ className, fontSize = 'small' }: GridBaseIconProps) {
  return <ArrowDropUpIcon className={className} fontSize={fontSize} />;
}

function DescendingIcon({ className, fontSize = 'small' }: GridBaseIconProps) {
  return <ArrowDropDownIcon className={className} fontSize={fontSize} />;
}

// The unsorted icon also receives the column's `sortingOrder`, which this one ignores.
function UnsortedIcon({ className, fontSize = 'small' }: GridBaseIconProps) {
  return <UnfoldMoreIcon className={className} fontSize={fontSize} />;
}

const slots: Partial<GridSlots> = {
  columnSortedAscendingIcon: AscendingIcon,
  columnSortedDescendingIcon: DescendingIcon,
  columnUnsortedIcon: UnsortedIcon,
};
// preview-end

export default function CustomSortIcons() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={bookColumns}
        slots={slots}
        initialState={{ sorting: { sortModel: [{ field: 'price', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
