import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuoteRounded';
import { testimonials } from '../data';
import SectionHeading from './SectionHeading';

/** Three quotes from customers, each a `figure` with its `blockquote` and who said it. */
export default function Testimonials() {
  return (
    <Box
      component="section"
      id="customers"
      aria-labelledby="customers-title"
      sx={{ scrollMarginTop: 64, py: { xs: 8, md: 10 } }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="customers-title" eyebrow="Customers" title="Teams that stopped dreading the pager" />
        <Grid container spacing={3}>
          {testimonials.map((item) => (
            <Grid key={item.name} size={{ xs: 12, md: 4 }}>
              <Card component="figure" sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1, p: 3 }}>
                  <FormatQuoteIcon aria-hidden sx={{ color: 'primary.main', fontSize: 36, mb: 1 }} />
                  <Typography component="blockquote" sx={{ m: 0 }}>
                    {item.quote}
                  </Typography>
                </CardContent>
                <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 3, pb: 3 }}>
                  <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600 }}>
                    {item.initials}
                  </Avatar>
                  <Box>
                    <Typography variant="subtitle2" component="p">
                      {item.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {item.role}
                    </Typography>
                  </Box>
                </Stack>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
