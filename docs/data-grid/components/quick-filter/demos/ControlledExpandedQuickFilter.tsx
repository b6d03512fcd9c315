import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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

interface SearchOpenState {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

const SearchOpenContext = React.createContext<SearchOpenState>({
  expanded: false,
  onExpandedChange: () => {},
});

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

function ControlledSearchToolbar() {
  const { expanded, onExpandedChange } = React.useContext(SearchOpenContext);
  return (
    <Toolbar>
      <QuickFilter
        expanded={expanded}
        onExpandedChange={onExpandedChange}
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

export default function ControlledExpandedQuickFilter() {
  const [expanded, setExpanded] = React.useState(false);
  const [calls, setCalls] = React.useState<boolean[]>([]);

  const searchOpen = React.useMemo<SearchOpenState>(
    () => ({
      expanded,
      onExpandedChange: (next) => {
        setCalls((previous) => [...previous, next].slice(-6));
        setExpanded(next);
      },
    }),
    [expanded],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1, alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setExpanded(true)}>
          Open search
        </Button>
        <Button variant="outlined" size="small" onClick={() => setExpanded(false)}>
          Close search
        </Button>
        <Typography variant="body2">
          expanded: <code>{String(expanded)}</code>
        </Typography>
      </Box>
      <SearchOpenContext.Provider value={searchOpen}>
        <Box
          sx={{
            height: 380,
            // Show either the search button or the field, never both.
            '& .search-collapsed .search-control': { display: 'none' },
            '& .search-expanded .search-trigger': { display: 'none' },
          }}
        >
          <DataGrid
            rows={volunteers}
            columns={volunteerColumns}
            slots={{ toolbar: ControlledSearchToolbar }}
            showToolbar
            hideFooter
          />
        </Box>
      </SearchOpenContext.Provider>
      <Typography variant="body2" sx={{ mt: 1 }}>
        onExpandedChange calls: <code>{calls.length ? calls.join(', ') : 'none yet'}</code>
      </Typography>
    </Box>
  );
}
