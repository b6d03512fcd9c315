import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Hours of sunshine per month in three cities.
const seville = [183, 189, 220, 238, 293, 317, 354, 337, 255, 227, 175, 160];
const paris = [63, 79, 129, 166, 194, 202, 212, 205, 168, 118, 68, 51];
const dublin = [59, 75, 109, 160, 195, 179, 164, 158, 128, 103, 71, 53];

export default function HighlightLines() {
  const [fadeOthers, setFadeOthers] = React.useState(true);
  const [disableLineItemHighlight, setDisableLineItemHighlight] = React.useState(false);

  const highlightScope = fadeOthers
    ? ({ highlight: 'series', fade: 'global' } as const)
    : ({ highlight: 'none', fade: 'none' } as const);

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={fadeOthers} onChange={(event) => setFadeOthers(event.target.checked)} />}
          label="Fade the other series"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableLineItemHighlight}
              onChange={(event) => setDisableLineItemHighlight(event.target.checked)}
            />
          }
          label="disableLineItemHighlight"
        />
      </Stack>
      <LineChart
        height={300}
        disableLineItemHighlight={disableLineItemHighlight}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Hours of sunshine' }]}
        series={[
          { label: 'Seville', data: seville, showMark: false, highlightScope },
          { label: 'Paris', data: paris, showMark: false, highlightScope },
          // This series never shows the highlight dot on hover.
          { label: 'Dublin', data: dublin, showMark: false, highlightScope, disableHighlight: true },
        ]}
      />
    </Stack>
  );
}
