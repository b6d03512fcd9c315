import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import WidthWideIcon from '@mui/icons-material/WidthWide';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { bookColumns, books } from './books';

// preview-start
interface FitWidthItemProps extends GridColumnMenuItemProps {
  includeHeaders: boolean;
}

function FitWidthItem(props: FitWidthItemProps) {
  const { colDef, onClick, includeHeaders } = props;
  const apiRef = useGridApiContext();

  const handleClick = (event: React.MouseEvent<HTMLLIElement>) => {
    onClick(event); // closes the menu
    void apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders });
  };

  return (
    <MenuItem onClick={handleClick}>
      <ListItemIcon>
        <WidthWideIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit width to content</ListItemText>
    </MenuItem>
  );
}

function ShelfColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFitWidthItem: FitWidthItem }}
      slotProps={{ columnMenuFitWidthItem: { displayOrder: 15, includeHeaders: true } }}
    />
  );
}
// preview-end

export default function AddMenuItem() {
  const [status, setStatus] = React.useState('Open a column menu and choose "Fit width to content".');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={books}
          columns={bookColumns}
          slots={{ columnMenu: ShelfColumnMenu }}
          onColumnWidthChange={(params) =>
            setStatus(`${params.colDef.headerName ?? params.colDef.field} is now ${Math.round(params.width)} px wide.`)
          }
          hideFooter
        />
      </Box>
    </Box>
  );
}
