import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  DataGrid,
  GridColumnMenu,
  GridColumnMenuHideItem,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { bookColumns, books, headerNameOf } from './books';

// preview-start
function HideOrRestoreItem(props: GridColumnMenuItemProps) {
  const { onClick } = props;
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hiddenCount = Object.values(model).filter((visible) => !visible).length;

  return (
    <React.Fragment>
      {/* The built-in item, reused as it is */}
      <GridColumnMenuHideItem {...props} />
      <MenuItem
        disabled={hiddenCount === 0}
        onClick={(event) => {
          apiRef.current.setColumnVisibilityModel({});
          onClick(event);
        }}
      >
        <ListItemIcon>
          <VisibilityIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{hiddenCount === 0 ? 'No hidden columns' : `Show hidden columns (${hiddenCount})`}</ListItemText>
      </MenuItem>
    </React.Fragment>
  );
}

function RestoringColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: HideOrRestoreItem }} />;
}
// preview-end

const initialModel: GridColumnVisibilityModel = { genre: false, stock: false };

function describe(model: GridColumnVisibilityModel): string {
  const hidden = Object.keys(model).filter((field) => model[field] === false);
  return hidden.length === 0 ? 'Every column is visible.' : `Hidden: ${hidden.map(headerNameOf).join(', ')}.`;
}

export default function OverrideDefaultItem() {
  const [status, setStatus] = React.useState(describe(initialModel));

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={books}
          columns={bookColumns}
          initialState={{ columns: { columnVisibilityModel: initialModel } }}
          onColumnVisibilityModelChange={(model) => setStatus(describe(model))}
          slots={{ columnMenu: RestoringColumnMenu }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
