import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import HighlightIcon from '@mui/icons-material/Highlight';
import { DataGrid, GridColumnMenu, type GridColumnMenuItemProps, type GridSlotProps } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

// The column menu slot receives one extra prop, passed through `slotProps.columnMenu`.
declare module '@mui/x-data-grid' {
  interface ColumnMenuPropsOverrides {
    onHighlight?: (field: string) => void;
  }
}

interface HighlightItemProps extends GridColumnMenuItemProps {
  onHighlight: (field: string) => void;
}

function HighlightItem({ colDef, onClick, onHighlight }: HighlightItemProps) {
  return (
    <MenuItem
      onClick={(event) => {
        onHighlight(colDef.field);
        onClick(event); // closes the menu
      }}
    >
      <ListItemIcon>
        <HighlightIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Highlight column</ListItemText>
    </MenuItem>
  );
}

function LoanColumnMenu({ onHighlight, ...other }: GridSlotProps['columnMenu']) {
  return (
    <GridColumnMenu
      {...other}
      slots={{ columnMenuHighlightItem: HighlightItem, columnMenuColumnsItem: null }}
      slotProps={{ columnMenuHighlightItem: { displayOrder: 5, onHighlight } }}
    />
  );
}

export default function HighlightColumnMenu() {
  const [highlighted, setHighlighted] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Highlighted column: {highlighted ?? 'none'}
      </Typography>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={loans}
          columns={loanColumns}
          slots={{ columnMenu: LoanColumnMenu }}
          slotProps={{ columnMenu: { onHighlight: setHighlighted } }}
          getCellClassName={(params) => (params.field === highlighted ? 'highlighted' : '')}
          sx={{ '& .highlighted': { bgcolor: 'action.selected', fontWeight: 600 } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
