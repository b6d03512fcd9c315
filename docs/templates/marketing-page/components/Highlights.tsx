import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { highlights } from '../data';

/** A band on the primary colour with four numbers. The text uses the primary contrast colour in both schemes. */
export default function Highlights() {
  return (
    <Box
      component="section"
      id="highlights"
      aria-labelledby="highlights-title"
      sx={{ scrollMarginTop: 64, py: { xs: 6, md: 8 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container maxWidth="lg">
        <Typography id="highlights-title" variant="h5" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
          Lanternfish by the numbers
        </Typography>
        <Grid container spacing={3} component="dl" sx={{ m: 0 }}>
          {highlights.map((item) => (
            <Grid
              key={item.label}
              size={{ xs: 6, md: 3 }}
              sx={{ display: 'flex', flexDirection: 'column-reverse', textAlign: 'center' }}
            >
              <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
                {item.label}
              </Typography>
              <Typography component="dd" variant="h3" sx={{ m: 0, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
                {item.value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
