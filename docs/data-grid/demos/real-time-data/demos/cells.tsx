import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { GridRenderCellParams } from '@mui/x-data-grid-pro';
import type { Quote } from './market';

const flash = (color: string) => keyframes`
  from { background-color: ${color}; }
  to { background-color: transparent; }
`;

/**
 * The last price, with a short flash in the direction of the move. The inner span is keyed on the
 * row's `version`, so React mounts it again on each trade and the CSS animation starts over.
 */
export function PriceCell({ row, formattedValue }: GridRenderCellParams<Quote, number, string>) {
  return (
    <Box
      key={row.version}
      component="span"
      sx={(theme) => ({
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        fontVariantNumeric: 'tabular-nums',
        animation:
          row.direction === 0
            ? 'none'
            : `${flash(theme.alpha((theme.vars ?? theme).palette[row.direction > 0 ? 'success' : 'error'].main, 0.35))} 800ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
    >
      {formattedValue}
    </Box>
  );
}

/** Change since the open, as a signed percentage. The arrow and the sign carry the direction, not only the colour. */
export function ChangeCell({ value }: GridRenderCellParams<Quote, number>) {
  const change = value ?? 0;
  const arrow = change > 0 ? '▲' : change < 0 ? '▼' : '•';
  const text = `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change).toFixed(2)} %`;
  return (
    <Box
      component="span"
      // A signed number reads left to right in a right-to-left page too: "−0.38 %", not "% 0.38−".
      dir="ltr"
      sx={{
        color: change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <span aria-hidden="true">{arrow} </span>
      {text}
    </Box>
  );
}

/** A sparkline of the last 24 trades, drawn as an SVG, with a text alternative for screen readers. */
export function TrendCell({ row }: GridRenderCellParams<Quote>) {
  const { history } = row;
  const width = 96;
  const height = 24;
  const min = Math.min(...history);
  const max = Math.max(...history);
  const span = max - min || 1;
  const points = history
    .map((price, index) => {
      const x = history.length === 1 ? width : (index / (history.length - 1)) * width;
      const y = height - 2 - ((price - min) / span) * (height - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const move = ((last - first) / first) * 100;
  const label =
    history.length < 2
      ? 'No trades yet'
      : `${move >= 0 ? 'Up' : 'Down'} ${Math.abs(move).toFixed(2)} % over the last ${history.length} trades`;

  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      sx={{
        width,
        height,
        // A chart of time keeps time running left to right, also in right-to-left pages.
        direction: 'ltr',
        color: move > 0 ? 'success.main' : move < 0 ? 'error.main' : 'text.secondary',
      }}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </Box>
  );
}
