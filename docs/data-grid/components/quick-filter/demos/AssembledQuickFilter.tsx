import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  type GridFilterModel,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  type QuickFilterControlProps,
  Toolbar,
  useGridRootProps,
} from '@mui/x-data-grid';
import { volunteerColumns, volunteers } from './volunteers';

// preview-start
// The control's ref and its aria-label have to reach the <input>: the ref so
// that expanding the field (and clearing it) can move focus into it, the label
// so that the input has a name. The base text field slot takes the ref as
// `inputRef` and the input's attributes in `slotProps.htmlInput`.
function SearchControl({ 'aria-label': ariaLabel, ...props }: QuickFilterControlProps) {
  const rootProps = useGridRootProps();
  const TextFieldSlot = rootProps.slots.baseTextField;
  return (
    <QuickFilterControl
      {...props}
      render={({ ref, slotProps, ...controlProps }) => (
        <TextFieldSlot
          {...controlProps}
          inputRef={ref ?? null}
          slotProps={{
            ...slotProps,
            htmlInput: { ...slotProps?.htmlInput, 'aria-label': ariaLabel as string | undefined },
          }}
        />
      )}
    />
  );
}

function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter expanded style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <SearchIcon fontSize="small" color="action" />
        <SearchControl aria-label="Search volunteers" placeholder="Name, role or town" size="small" />
        <QuickFilterClear size="small" aria-label="Clear search">
          <CancelIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}
// preview-end

export default function AssembledQuickFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
  });
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={volunteers}
          columns={volunteerColumns}
          slots={{ toolbar: SearchToolbar }}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        quickFilterValues: {JSON.stringify(filterModel.quickFilterValues ?? [])}
      </Typography>
    </Box>
  );
}
