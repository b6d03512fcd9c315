import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import {
  RadarAxis,
  RadarAxisHighlight,
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
} from '@mui/x-charts/RadarChart';

// A player's match ratings against the team's target profile (0 to 100).
const skills = ['Passing', 'Shooting', 'Defending', 'Stamina', 'Speed', 'Vision'];

export default function ComposedRadar() {
  return (
    <Box sx={{ width: '100%' }}>
      {/* preview-start */}
      <RadarDataProvider
        height={300}
        radar={{ max: 100, metrics: skills }}
        series={[
          { id: 'target', label: 'Team target', data: [75, 60, 70, 80, 70, 65] },
          { id: 'player', label: 'Player', data: [82, 48, 74, 91, 66, 79], fillArea: true },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'bottom', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <RadarGrid divisions={4} stripeColor={null} />
            <RadarMetricLabels />
            {/* The player first, so the target outline is drawn on top of it. */}
            <RadarSeriesArea seriesId="player" />
            <RadarSeriesArea seriesId="target" strokeDasharray="6 4" strokeWidth={2} />
            <RadarAxisHighlight />
            <RadarSeriesMarks seriesId="player" />
            <RadarAxis metric="Passing" divisions={4} />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </RadarDataProvider>
      {/* preview-end */}
    </Box>
  );
}
