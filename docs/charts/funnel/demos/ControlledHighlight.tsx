import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FunnelChart, type FunnelChartProps } from '@mui/x-charts-pro/FunnelChart';

type Highlighted = Exclude<FunnelChartProps['highlightedItem'], undefined>;
import { shopFunnel } from './shopFunnel';

export default function ControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<Highlighted>({
    seriesId: 'shop',
    dataIndex: 2,
  });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlighted?.dataIndex ?? null}
        onChange={(_, dataIndex: number | null) =>
          setHighlighted(dataIndex === null ? null : { seriesId: 'shop', dataIndex })
        }
        aria-label="Highlighted stage"
        sx={{ flexWrap: 'wrap' }}
      >
        {shopFunnel.map((stage, index) => (
          <ToggleButton key={stage.id} value={index}>
            {stage.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FunnelChart
        height={260}
        hideLegend
        // preview-start
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        series={[
          {
            id: 'shop',
            data: shopFunnel,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        // preview-end
      />
      <Typography variant="body2" dir="ltr">
        highlightedItem: {highlighted ? JSON.stringify(highlighted) : 'null (nothing highlighted)'}
      </Typography>
    </Stack>
  );
}
