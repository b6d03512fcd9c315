import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { TODAY, type Employee } from '../employeesStore';

interface StatCardsProps {
  rows: Employee[];
  loading: boolean;
}

/** A few numbers worked out from the rows, so they follow every change (and every undo) in the grid. */
export default function StatCards({ rows, loading }: StatCardsProps) {
  const yearAgo = dayjs(TODAY).subtract(1, 'year');
  const stats = [
    { label: 'Employees', value: rows.length, note: 'on the list' },
    { label: 'Active', value: rows.filter((row) => row.active).length, note: 'working now' },
    {
      label: 'Departments',
      value: new Set(rows.map((row) => row.department)).size,
      note: 'with someone in them',
    },
    {
      label: 'New hires',
      value: rows.filter((row) => dayjs(row.startDate).isAfter(yearAgo, 'day')).length,
      note: 'started in the last 12 months',
    },
  ];
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Summary">
      {stats.map((stat) => (
        <Grid key={stat.label} size={{ xs: 6, md: 3 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
                {stat.label}
              </Typography>
              <Typography variant="h4" component="p" sx={{ my: 0.5 }}>
                {loading ? '–' : stat.value}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {stat.note}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
