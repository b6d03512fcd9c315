import Box from '@mui/material/Box';
import ArrowCircleDownIcon from '@mui/icons-material/ArrowCircleDown';
import ArrowCircleUpIcon from '@mui/icons-material/ArrowCircleUp';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { DataGrid } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

// Keep only the props an SVG icon understands: the unsorted icon also receives
// grid props such as `sortingOrder`, which must not reach the DOM.
interface SlotIconProps {
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  className?: string;
}

function SortedUpIcon({ fontSize, className }: SlotIconProps) {
  return <ArrowCircleUpIcon fontSize={fontSize} className={className} />;
}

function SortedDownIcon({ fontSize, className }: SlotIconProps) {
  return <ArrowCircleDownIcon fontSize={fontSize} className={className} />;
}

function UnsortedIcon({ fontSize, className }: SlotIconProps) {
  return <UnfoldMoreIcon fontSize={fontSize} className={className} />;
}

export default function SortIconSlots() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={loans}
        columns={loanColumns}
        initialState={{ sorting: { sortModel: [{ field: 'borrowedOn', sort: 'desc' }] } }}
        slots={{
          columnSortedAscendingIcon: SortedUpIcon,
          columnSortedDescendingIcon: SortedDownIcon,
          columnUnsortedIcon: UnsortedIcon,
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
