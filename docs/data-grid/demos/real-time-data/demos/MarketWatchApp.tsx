import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import { quoteColumns } from './columns';
import { createFeed, formatClock, initialQuotes } from './market';

const RATES = [1, 2, 5, 10];

interface Rates {
  batches: number;
  rows: number;
  redraws: number;
  clock: number;
}

export default function MarketWatchApp() {
  const apiRef = useGridApiRef();
  const [feed] = React.useState(() => createFeed(2026));
  const [running, setRunning] = React.useState(true);
  const [batchesPerSecond, setBatchesPerSecond] = React.useState(5);
  const [throttle, setThrottle] = React.useState(false);
  const [rates, setRates] = React.useState<Rates>({ batches: 0, rows: 0, redraws: 0, clock: 0 });
  const counts = React.useRef({ batches: 0, rows: 0, redraws: 0, clock: 0 });

  // preview-start
  // The feed: a timer that sends a batch of partial rows to the grid. The cleanup stops it when the
  // reader pauses, changes the rate, or leaves the page, so no timer outlives the grid.
  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const intervalMs = 1000 / batchesPerSecond;
    const timer = window.setInterval(() => {
      const updates = feed.next(intervalMs);
      apiRef.current?.updateRows(updates);
      counts.current.batches += 1;
      counts.current.rows += updates.length;
      counts.current.clock = updates[0]?.lastTrade ?? counts.current.clock;
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, batchesPerSecond, feed, apiRef]);
  // preview-end

  // Count how often the grid applies new rows ('rowsSet'), and show all the counts once a second.
  React.useEffect(() => {
    const unsubscribe = apiRef.current?.subscribeEvent('rowsSet', () => {
      counts.current.redraws += 1;
    });
    const timer = window.setInterval(() => {
      const { batches, rows, redraws, clock } = counts.current;
      setRates({ batches, rows, redraws, clock });
      counts.current = { batches: 0, rows: 0, redraws: 0, clock };
    }, 1000);
    return () => {
      window.clearInterval(timer);
      unsubscribe?.();
    };
  }, [apiRef]);

  return (
    // The app fills the height its page reserves for it (620 px), and the grid takes what the controls
    // leave: more rows on a wide screen, where the controls fit on fewer lines than on a phone.
    <Stack spacing={1.5} sx={{ width: '100%', height: 620 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause feed' : 'Resume feed'}
        </Button>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="market-rate-label" variant="body2" component="span">
            Batches per second
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={batchesPerSecond}
            onChange={(_event, value: number | null) => value !== null && setBatchesPerSecond(value)}
            aria-labelledby="market-rate-label"
          >
            {RATES.map((rate) => (
              <ToggleButton key={rate} value={rate} sx={{ minWidth: 40 }}>
                {rate}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <FormControlLabel
          control={<Switch checked={throttle} onChange={(_event, checked) => setThrottle(checked)} />}
          label="Redraw at most every 500 ms"
        />
      </Stack>
      <Typography variant="body2" component="div" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {running ? 'Live' : 'Paused'} · exchange time {formatClock(rates.clock || initialQuotes[0]!.lastTrade)} ·{' '}
        {rates.batches} batches/s · {rates.rows} row updates/s · grid refreshed {rates.redraws} times/s
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialQuotes}
          columns={quoteColumns}
          throttleRowsMs={throttle ? 500 : 0}
          density="compact"
          disableRowSelectionOnClick
          hideFooter
          aria-label="Market watch"
        />
      </Box>
    </Stack>
  );
}
