import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import { talkColumns, talks, type Talk } from './talks';

// preview-start
function LengthFilter({ item }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const selected = item.operator === '<=' && typeof item.value === 'number' ? String(item.value) : 'any';

  const handleChange = (_event: React.MouseEvent<HTMLElement>, next: string | null) => {
    if (next === null || next === selected) {
      return;
    }
    if (next === 'any') {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({ ...item, operator: '<=', value: Number(next) });
    }
  };

  return (
    <ToggleButtonGroup size="small" exclusive value={selected} onChange={handleChange} aria-label="Talk length">
      <ToggleButton value="any">Any</ToggleButton>
      <ToggleButton value="25" aria-label="25 minutes or less">
        ≤ 25
      </ToggleButton>
      <ToggleButton value="40" aria-label="40 minutes or less">
        ≤ 40
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

const columns: GridColDef<Talk>[] = talkColumns.map((column) =>
  column.field === 'minutes'
    ? { ...column, width: 190, renderHeaderFilter: (params) => <LengthFilter {...params} /> }
    : column,
);
// preview-end

export default function CustomHeaderFilter() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGridPro rows={talks} columns={columns} headerFilters hideFooter />
    </Box>
  );
}
