import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
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

const StartExpandedContext = React.createContext(false);

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

function CollapsingSearchToolbar() {
  const startExpanded = React.useContext(StartExpandedContext);
  return (
    <Toolbar>
      <QuickFilter
        defaultExpanded={startExpanded}
        className={(state) => (state.expanded ? 'search-expanded' : 'search-collapsed')}
      >
        <QuickFilterTrigger className="search-trigger" aria-label="Search" render={<ToolbarButton />}>
          <SearchIcon fontSize="small" />
        </QuickFilterTrigger>
        <SearchControl
          className="search-control"
          aria-label="Search volunteers"
          placeholder="Name, role or town"
          size="small"
        />
      </QuickFilter>
    </Toolbar>
  );
}
// preview-end

export default function ExpandableQuickFilter() {
  const [startExpanded, setStartExpanded] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={startExpanded} onChange={(event) => setStartExpanded(event.target.checked)} />}
        label="defaultExpanded"
      />
      <StartExpandedContext.Provider value={startExpanded}>
        <Box
          sx={{
            height: 380,
            // Show either the search button or the field, never both.
            '& .search-collapsed .search-control': { display: 'none' },
            '& .search-expanded .search-trigger': { display: 'none' },
          }}
        >
          {/* The key remounts the grid: defaultExpanded is read only once. */}
          <DataGrid
            key={String(startExpanded)}
            rows={volunteers}
            columns={volunteerColumns}
            slots={{ toolbar: CollapsingSearchToolbar }}
            showToolbar
            hideFooter
          />
        </Box>
      </StartExpandedContext.Provider>
    </Box>
  );
}
