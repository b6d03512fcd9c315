import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunnelChart, type FunnelItemIdentifier } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

export default function FunnelItemClick() {
  const [clicked, setClicked] = React.useState<FunnelItemIdentifier | null>(null);
  const stage = clicked ? shopFunnel[clicked.dataIndex] : null;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FunnelChart
        height={260}
        hideLegend
        // preview-start
        onItemClick={(event, item) => setClicked(item)}
        // preview-end
        series={[{ id: 'shop', data: shopFunnel }]}
      />
      <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        {clicked ? `${JSON.stringify(clicked)}: ${stage?.label}, ${stage?.value} visitors` : 'Click a section.'}
      </Typography>
    </Stack>
  );
}
