import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import { meterColumns, meterReadings } from './meterReadings';

type DomCount = { rows: number; firstRow: number; lastRow: number; cellsPerRow: number; cells: number };

const bufferChoices = [0, 150, 600];

// Count what is really in the DOM: the rows the grid has drawn and the cells of one of them.
function countRendered(container: HTMLElement): DomCount {
  const rows = Array.from(container.querySelectorAll<HTMLElement>(`.${gridClasses.row}`));
  const indexes = rows.map((row) => Number(row.dataset.rowindex));
  return {
    rows: rows.length,
    firstRow: indexes.length ? Math.min(...indexes) : 0,
    lastRow: indexes.length ? Math.max(...indexes) : 0,
    cellsPerRow: rows[0]?.querySelectorAll('[role="gridcell"]').length ?? 0,
    cells: container.querySelectorAll('[role="gridcell"]').length,
  };
}

export default function WatchVirtualization() {
  const [disableVirtualization, setDisableVirtualization] = React.useState(false);
  const [rowBufferPx, setRowBufferPx] = React.useState(150);
  const [columnBufferPx, setColumnBufferPx] = React.useState(150);
  const [count, setCount] = React.useState<DomCount | null>(null);
  const containerRef = React.useRef<HTMLDivElement>(null);

  // Recount whenever the grid adds or removes elements, which it does as the reader scrolls.
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const update = () => setCount(countRendered(container));
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableVirtualization}
              onChange={(event) => setDisableVirtualization(event.target.checked)}
            />
          }
          label="disableVirtualization"
        />
        <BufferPicker name="rowBufferPx" value={rowBufferPx} onChange={setRowBufferPx} />
        <BufferPicker name="columnBufferPx" value={columnBufferPx} onChange={setColumnBufferPx} />
      </Stack>
      <Typography variant="body2" component="p" role="status" sx={{ mb: 1 }}>
        {count
          ? `In the DOM: ${count.rows} of ${meterReadings.length} rows (indexes ${count.firstRow}–${count.lastRow}), ${count.cellsPerRow} of ${meterColumns.length} cells in a row, ${count.cells} cells in all`
          : 'Counting…'}
      </Typography>
      <Box ref={containerRef} sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          // The buffers are read when the grid mounts: a new key starts it again with the new values.
          key={`${rowBufferPx}-${columnBufferPx}`}
          rows={meterReadings}
          columns={meterColumns}
          disableVirtualization={disableVirtualization}
          rowBufferPx={rowBufferPx}
          columnBufferPx={columnBufferPx}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

/** Three buffer sizes to choose from, labelled with the prop they set. */
function BufferPicker({ name, value, onChange }: { name: string; value: number; onChange: (value: number) => void }) {
  const labelId = React.useId();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" id={labelId}>
        {name}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_, next: number | null) => next !== null && onChange(next)}
        aria-labelledby={labelId}
      >
        {bufferChoices.map((choice) => (
          <ToggleButton key={choice} value={choice}>
            {choice}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
