import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusyRounded';

/** What the page shows instead of figures when the range holds no data. */
export default function EmptyState({ onReset }: { onReset: () => void }) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ py: 8, px: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}
    >
      <EventBusyIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="h2">
        No orders in this range
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        The shop's figures run from October 3, 2025 to March 31, 2026. Pick dates inside that period, or go back to the
        last 30 days.
      </Typography>
      <Button variant="contained" onClick={onReset} sx={{ mt: 2 }}>
        Show the last 30 days
      </Button>
    </Paper>
  );
}
