import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Height (cm) and weight (kg) of a football squad, one series per position.
const squad = {
  Goalkeepers: [
    [191, 86],
    [188, 84],
    [194, 90],
  ],
  Defenders: [
    [186, 80],
    [183, 78],
    [189, 83],
    [181, 76],
    [185, 81],
    [178, 73],
    [187, 82],
  ],
  Midfielders: [
    [176, 70],
    [179, 72],
    [174, 68],
    [181, 74],
    [172, 66],
    [177, 71],
  ],
  Forwards: [
    [183, 77],
    [175, 70],
    [188, 84],
    [170, 65],
    [180, 75],
  ],
};

export default function SquadScatter() {
  return (
    <ScatterChart
      height={340}
      grid={{ vertical: true, horizontal: true }}
      voronoiMaxRadius={30}
      xAxis={[{ label: 'Height (cm)', min: 166, max: 198 }]}
      yAxis={[{ label: 'Weight (kg)', min: 60, max: 95, width: 55 }]}
      series={Object.entries(squad).map(([position, players]) => ({
        id: position,
        label: position,
        markerSize: 5,
        highlightScope: { highlight: 'series', fade: 'global' },
        data: players.map(([height, weight], index) => ({
          x: height ?? 0,
          y: weight ?? 0,
          id: `${position}-${index}`,
        })),
        valueFormatter: (point) => point && `${point.x} cm, ${point.y} kg`,
      }))}
    />
  );
}
