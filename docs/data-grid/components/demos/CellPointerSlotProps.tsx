import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

export default function CellPointerSlotProps() {
  const [pointer, setPointer] = React.useState<{ id: string; field: string } | null>(null);

  // preview-start
  const handleMouseEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const cell = event.currentTarget;
    const id = cell.closest<HTMLElement>('[data-id]')?.dataset.id;
    const field = cell.dataset.field;
    if (id && field) {
      setPointer({ id, field });
    }
  };
  // preview-end

  const loan = pointer ? loans.find((item) => String(item.id) === pointer.id) : undefined;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {loan && pointer
          ? `Pointer over the “${pointer.field}” cell of row ${pointer.id} (${loan.tool})`
          : 'Move the pointer over a cell'}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={loans}
          columns={loanColumns}
          slotProps={{
            cell: { onMouseEnter: handleMouseEnter, onMouseLeave: () => setPointer(null) },
          }}
        />
      </Box>
    </Box>
  );
}
