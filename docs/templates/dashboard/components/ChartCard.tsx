import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface ChartCardProps {
  /** Id of the card's heading, which names the section (and the chart in it). */
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}

/** A card with a heading and a one-line description above a chart or table. */
export default function ChartCard({ id, title, description, children }: ChartCardProps) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`} id={id} sx={{ height: '100%', scrollMarginTop: 96 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
