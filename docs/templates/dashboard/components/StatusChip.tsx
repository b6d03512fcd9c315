import Chip from '@mui/material/Chip';
import type { OrderStatus } from '../data';

const TONES: Record<OrderStatus, 'primary' | 'info' | 'success' | 'error' | null> = {
  Processing: 'primary',
  Shipped: 'info',
  Delivered: 'success',
  Refunded: 'error',
  Cancelled: null,
};

/**
 * An order's status as a soft, tinted chip. The text uses each colour's dark shade in light mode and its
 * light shade in dark mode, so it keeps AA contrast on the tint.
 */
export default function StatusChip({ status }: { status: OrderStatus }) {
  const tone = TONES[status];
  return (
    <Chip
      label={status}
      size="small"
      sx={(theme) =>
        tone
          ? {
              fontWeight: 600,
              color: theme.vars.palette[tone].dark,
              bgcolor: `rgba(${theme.vars.palette[tone].mainChannel} / 0.12)`,
              ...theme.applyStyles('dark', {
                color: theme.vars.palette[tone].light,
                bgcolor: `rgba(${theme.vars.palette[tone].mainChannel} / 0.18)`,
              }),
            }
          : { fontWeight: 600, color: 'text.secondary', bgcolor: 'action.selected' }
      }
    />
  );
}
