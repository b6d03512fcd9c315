import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// Districts of an imaginary city: average commute (minutes), median rent (€/month),
// residents (thousands) and the kind of district.
const districts = [
  { id: 'Old Town', commute: 12, rent: 1480, residents: 38, kind: 'Central' },
  { id: 'Harbour', commute: 18, rent: 1350, residents: 52, kind: 'Central' },
  { id: 'University', commute: 16, rent: 1120, residents: 61, kind: 'Central' },
  { id: 'Riverside', commute: 24, rent: 1190, residents: 44, kind: 'Inner suburb' },
  { id: 'Parkview', commute: 27, rent: 1060, residents: 73, kind: 'Inner suburb' },
  { id: 'Millbrook', commute: 31, rent: 940, residents: 58, kind: 'Inner suburb' },
  { id: 'Hillcrest', commute: 38, rent: 870, residents: 35, kind: 'Outer suburb' },
  { id: 'Westfield', commute: 42, rent: 790, residents: 81, kind: 'Outer suburb' },
  { id: 'Oakley', commute: 47, rent: 720, residents: 26, kind: 'Outer suburb' },
];

const residentsById = new Map(districts.map((district) => [district.id, district.residents]));

// preview-start
// A bubble: the marker's radius grows with the square root of the residents, so its area is proportional.
function Bubble(props: ScatterMarkerProps) {
  const { seriesId, dataIndex, x, y, color, size, isHighlighted, isFaded, ...other } = props;
  const residents = residentsById.get(districts[dataIndex]?.id ?? '') ?? 25;
  const radius = Math.sqrt(residents) * 2.2 * (isHighlighted ? 1.1 : 1);
  return (
    <circle
      cx={x}
      cy={y}
      r={radius}
      fill={color}
      fillOpacity={isFaded ? 0.2 : 0.7}
      stroke={color}
      data-series={seriesId}
      data-size={size}
      {...other}
    />
  );
}
// preview-end

export default function DistrictBubbles() {
  return (
    <ScatterChart
      height={360}
      grid={{ horizontal: true }}
      xAxis={[{ label: 'Average commute (min)', min: 5, max: 55 }]}
      yAxis={[{ label: 'Median rent (€/month)', min: 600, max: 1600, width: 60 }]}
      zAxis={[
        {
          colorMap: {
            type: 'ordinal',
            values: ['Central', 'Inner suburb', 'Outer suburb'],
            colors: ['#7b1fa2', '#1976d2', '#2e9d5b'],
          },
        },
      ]}
      slots={{ marker: Bubble }}
      series={[
        {
          label: 'Districts',
          highlightScope: { highlight: 'item', fade: 'global' },
          data: districts.map((district) => ({
            x: district.commute,
            y: district.rent,
            z: district.kind,
            id: district.id,
          })),
          valueFormatter: (point) =>
            point &&
            `${point.id} (${point.z}): ${point.x} min, €${point.y}, ${residentsById.get(String(point.id))}k residents`,
        },
      ]}
    />
  );
}
