import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// A cycling club's yearly goals and how far it got by October.
const goals = [
  { id: 'distance', name: 'Distance', done: 8400, target: 10000, unit: 'km' },
  { id: 'rides', name: 'Group rides', done: 41, target: 48, unit: 'rides' },
  { id: 'members', name: 'New members', done: 12, target: 30, unit: 'members' },
];

export default function GoalRings() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: 2,
        width: '100%',
      }}
    >
      {goals.map((goal) => {
        const rest = Math.max(goal.target - goal.done, 0);
        const percent = Math.round((goal.done / goal.target) * 100);
        return (
          <Box key={goal.id} sx={{ textAlign: 'center' }}>
            <Typography variant="subtitle2" component="h3">
              {goal.name}
            </Typography>
            <PieChart
              height={140}
              hideLegend
              title={`${goal.name}: ${percent}% of the goal`}
              series={[
                {
                  innerRadius: '72%',
                  cornerRadius: 6,
                  startAngle: 0,
                  endAngle: 360,
                  valueFormatter: (item) => `${item.value.toLocaleString('en-US')} ${goal.unit}`,
                  data: [
                    { id: 'done', label: 'Done', value: goal.done },
                    {
                      id: 'rest',
                      label: 'Still to go',
                      value: rest,
                      color: 'rgba(128, 128, 128, 0.25)',
                    },
                  ],
                },
              ]}
            />
            <Typography variant="body2" dir="ltr">
              {goal.done.toLocaleString('en-US')} / {goal.target.toLocaleString('en-US')} {goal.unit} ({percent}%)
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
