import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart, type PieChartProps } from '@mui/x-charts/PieChart';
import { electricityUse, kwh } from './household';

type ClickHandler = NonNullable<PieChartProps['onItemClick']>;

export default function ClickedSlice() {
  const [clicked, setClicked] = React.useState<string | null>(null);

  // preview-start
  const handleClick: ClickHandler = (event, identifier, item) => {
    setClicked(
      `seriesId: ${identifier.seriesId}, dataIndex: ${identifier.dataIndex}, ` +
        `id: ${item.id}, value: ${item.value}, formattedValue: ${item.formattedValue}`,
    );
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        height={240}
        series={[
          {
            id: 'electricity',
            data: electricityUse,
            innerRadius: 40,
            valueFormatter: kwh,
            highlightScope: { highlight: 'item' },
          },
        ]}
        onItemClick={handleClick}
      />
      <Typography
        variant="body2"
        dir="ltr"
        role="status"
        sx={{ mt: 1, minHeight: '3em', overflowWrap: 'anywhere', fontFamily: 'monospace' }}
      >
        {clicked ?? 'Click a slice to see what onItemClick receives.'}
      </Typography>
    </Box>
  );
}
