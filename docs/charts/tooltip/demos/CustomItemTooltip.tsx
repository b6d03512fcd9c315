import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import { categories, unitsSold, unitPrice } from './shop';

// preview-start
function CategoryTooltipContent() {
  const tooltip = useItemTooltip<'bar'>();
  if (!tooltip) {
    return null;
  }
  // identifier says which bar is hovered: its series and its index in the data.
  const { dataIndex } = tooltip.identifier;
  const price = unitPrice[dataIndex] ?? 0;
  const units = unitsSold[dataIndex] ?? 0;
  return (
    <Paper elevation={4} sx={{ p: 1.5, minWidth: 180 }}>
      <Typography variant="subtitle2" sx={{ color: tooltip.color, fontWeight: 700 }}>
        {categories[dataIndex]}
      </Typography>
      <Typography variant="body2">{tooltip.formattedValue}</Typography>
      <Typography variant="body2" color="text.secondary">
        {`$${price} each, $${(units * price).toLocaleString('en-US')} in total`}
      </Typography>
    </Paper>
  );
}

function CategoryTooltip() {
  return (
    <ChartsTooltipContainer trigger="item">
      <CategoryTooltipContent />
    </ChartsTooltipContainer>
  );
}
// preview-end

export default function CustomItemTooltip() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: categories }]}
      yAxis={[{ label: 'Units sold', width: 50 }]}
      series={[{ label: 'Units sold', data: unitsSold, valueFormatter: (v) => `${v} units sold` }]}
      hideLegend
      slots={{ tooltip: CategoryTooltip }}
    />
  );
}
