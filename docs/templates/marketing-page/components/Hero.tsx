import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/BoltRounded';
import EmailSignup from './EmailSignup';
import ProductPreview from './ProductPreview';

/** The first screen: the promise, the trial sign-up and a picture of the product. */
export default function Hero() {
  return (
    <Box
      id="get-started"
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        scrollMarginTop: 64,
        py: { xs: 6, md: 10 },
        backgroundImage: `radial-gradient(ellipse 80% 60% at 50% -10%, rgba(${theme.vars.palette.primary.mainChannel} / 0.16), transparent)`,
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Chip
              icon={<BoltIcon />}
              label="New: phone alerts in 40 countries"
              color="primary"
              variant="outlined"
              sx={{ mb: 3, bgcolor: 'background.paper' }}
            />
            <Typography
              id="hero-title"
              variant="h1"
              sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.25rem' }, mb: 2, textWrap: 'balance' }}
            >
              Hear about downtime{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                before your customers do
              </Box>
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
              Lanternfish watches your sites and APIs from eighteen regions, confirms every failure twice and pages the
              right person. Your status page keeps everyone else informed.
            </Typography>
            <EmailSignup
              id="hero"
              label="Work email"
              buttonLabel="Start 14-day trial"
              successMessage={(email) =>
                `You are in! We sent a sign-in link to ${email}. Your first check is waiting for you.`
              }
            />
            <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap', color: 'text.secondary' }} useFlexGap>
              <Typography variant="body2">No card required</Typography>
              <Typography variant="body2" aria-hidden>
                ·
              </Typography>
              <Typography variant="body2">Cancel with one click</Typography>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ProductPreview />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
