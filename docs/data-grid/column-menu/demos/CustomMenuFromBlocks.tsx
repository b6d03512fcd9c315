import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { bookColumns, books } from './books';

function ClearColumnFilterItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const ownItems = filterModel.items.filter((item) => item.field === colDef.field);

  if (colDef.filterable === false) {
    return null;
  }
  return (
    <MenuItem
      disabled={ownItems.length === 0}
      onClick={(event) => {
        apiRef.current.setFilterModel({
          ...filterModel,
          items: filterModel.items.filter((item) => item.field !== colDef.field),
        });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FilterAltOffIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Clear this column&apos;s filter</ListItemText>
    </MenuItem>
  );
}

// preview-start
function ShortColumnMenu(props: GridColumnMenuProps) {
  const { colDef, hideMenu } = props;
  return (
    <GridColumnMenuContainer {...props}>
      <GridColumnMenuSortItem colDef={colDef} onClick={hideMenu} />
      <Divider />
      <GridColumnMenuFilterItem colDef={colDef} onClick={hideMenu} />
      <ClearColumnFilterItem colDef={colDef} onClick={hideMenu} />
      <Divider />
      <GridColumnMenuHideItem colDef={colDef} onClick={hideMenu} />
    </GridColumnMenuContainer>
  );
}
// preview-end

export default function CustomMenuFromBlocks() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={bookColumns}
        slots={{ columnMenu: ShortColumnMenu }}
        initialState={{ filter: { filterModel: { items: [{ field: 'genre', operator: 'is', value: 'Novel' }] } } }}
        hideFooter
      />
    </Box>
  );
}
