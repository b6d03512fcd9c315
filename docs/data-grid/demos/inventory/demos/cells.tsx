import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { GridEditInputCell, type GridRenderCellParams, type GridRenderEditCellParams } from '@mui/x-data-grid-pro';
import type { InventoryRow, StockStatus } from './stock';

const statusLook = {
  'Out of stock': { color: 'error', Icon: RemoveCircleOutlineIcon },
  Reorder: { color: 'warning', Icon: ErrorOutlineIcon },
  'In stock': { color: 'success', Icon: CheckCircleOutlineIcon },
} as const;

/**
 * The stock-level indicator: an icon and a word for the status, and a bar of the stock against twice
 * the reorder point. The word carries the meaning; the bar and the colour only repeat it.
 */
export function StockLevelCell({ row, value }: GridRenderCellParams<InventoryRow, StockStatus>) {
  if (row.kind === 'total') {
    return <span>{row.toReorder === 0 ? 'Nothing to reorder' : `${row.toReorder} to reorder`}</span>;
  }
  if (!value) {
    return null;
  }
  const { color, Icon } = statusLook[value];
  const fill = Math.min(1, row.onHand / Math.max(1, row.reorderPoint * 2));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <Icon fontSize="small" color={color} />
      <Box component="span" sx={{ minWidth: 84 }}>
        {value}
      </Box>
      <Box
        aria-hidden="true"
        sx={{ flex: 1, minWidth: 32, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box sx={{ width: `${fill * 100}%`, height: '100%', bgcolor: `${color}.main` }} />
      </Box>
    </Box>
  );
}

/**
 * The editor of a validated number cell. `preProcessEditCellProps` puts `error` (true or false) and
 * `errorMessage` into the props; this cell shows the message in a tooltip and ties it to the input.
 */
export function ValidatedEditCell(props: GridRenderEditCellParams<InventoryRow, number>) {
  const { errorMessage, ...inputProps } = props;
  const message = typeof errorMessage === 'string' ? errorMessage : '';
  const messageId = `stock-error-${props.id}-${props.field}`;
  return (
    <Tooltip
      open={message !== ''}
      describeChild
      placement="bottom-start"
      title={<span id={messageId}>{message}</span>}
      slotProps={{ tooltip: { sx: { bgcolor: 'error.main', color: 'error.contrastText', fontSize: 13 } } }}
    >
      <GridEditInputCell
        {...inputProps}
        slotProps={{
          root: {
            slotProps: {
              htmlInput: {
                'aria-invalid': message !== '',
                'aria-describedby': message !== '' ? messageId : undefined,
              },
            },
          },
        }}
      />
    </Tooltip>
  );
}
