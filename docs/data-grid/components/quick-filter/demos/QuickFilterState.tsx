import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  type QuickFilterControlProps,
  QuickFilterTrigger,
  Toolbar,
  useGridRootProps,
  ToolbarButton,
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

function StatefulSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter style={{ display: 'flex', alignItems: 'center', gap: 4 }} defaultExpanded>
        <QuickFilterTrigger
          render={(triggerProps, state) => {
            // A search that is still filtering while the field is hidden.
            const hiddenSearch = !state.expanded && state.value !== '';
            return (
              <Tooltip title={state.expanded ? 'Hide search' : 'Show search'}>
                <ToolbarButton
                  {...triggerProps}
                  aria-label={state.expanded ? 'Hide search' : 'Show search'}
                  color={hiddenSearch ? 'primary' : 'default'}
                >
                  <Badge variant="dot" color="primary" invisible={!hiddenSearch}>
                    <SearchIcon fontSize="small" />
                  </Badge>
                </ToolbarButton>
              </Tooltip>
            );
          }}
        />
        <SearchControl
          aria-label="Search volunteers"
          placeholder="Name, role or town"
          size="small"
          className={(state) => (state.expanded ? '' : 'search-hidden')}
        />
      </QuickFilter>
    </Toolbar>
  );
}
// preview-end

export default function QuickFilterStateDemo() {
  return (
    <Box sx={{ height: 380, width: '100%', '& .search-hidden': { display: 'none' } }}>
      <DataGrid
        rows={volunteers}
        columns={volunteerColumns}
        slots={{ toolbar: StatefulSearchToolbar }}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['Millbrook'] } },
        }}
        hideFooter
      />
    </Box>
  );
}
