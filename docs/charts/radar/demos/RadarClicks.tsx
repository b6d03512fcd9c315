import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { coffees, scoreFormatter, tasteNotes } from './coffee';

export default function RadarClicks() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((previous) => [line, ...previous].slice(0, 3));

  return (
    <Box sx={{ width: '100%' }}>
      <RadarChart
        height={280}
        radar={{ max: 10, metrics: tasteNotes }}
        series={coffees.slice(0, 2).map((coffee) => ({
          ...coffee,
          valueFormatter: scoreFormatter,
          fillArea: true,
        }))}
        // preview-start
        onAreaClick={(event, { seriesId, dataIndex }) =>
          add(`onAreaClick: seriesId ${seriesId}, dataIndex ${dataIndex}`)
        }
        onMarkClick={(event, { seriesId, dataIndex }) =>
          add(`onMarkClick: seriesId ${seriesId}, dataIndex ${dataIndex}`)
        }
        onAxisClick={(event, data) =>
          add(
            data === null
              ? 'onAxisClick: null'
              : `onAxisClick: ${String(data.axisValue)} (dataIndex ${data.dataIndex})`,
          )
        }
        // preview-end
      />
      <Box role="status" dir="ltr" sx={{ minHeight: '4.5em' }}>
        {log.length === 0 ? (
          <Typography variant="body2">Click an area, a mark or anywhere on the chart.</Typography>
        ) : (
          log.map((line, index) => (
            <Typography
              key={`${index}-${line}`}
              variant="body2"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {line}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
