import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '../../shared-theme/themePrimitives';

/** A coloured band that repeats the main call to action before the footer. */
export default function CtaBand() {
  return (
    <Box
      component="section"
      id="get-started"
      aria-labelledby="get-started-heading"
      sx={(theme) => ({
        color: 'common.white',
        background: `linear-gradient(120deg, ${brand[600]} 0%, ${brand[800]} 100%)`,
        ...theme.applyStyles('dark', {
          background: `linear-gradient(120deg, ${brand[800]} 0%, ${brand[900]} 100%)`,
        }),
      })}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 6, md: 8 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <Box>
          <Typography id="get-started-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
            Know before your customers do
          </Typography>
          <Typography sx={{ opacity: 0.9, maxWidth: 560 }}>
            Set up your first monitor in two minutes. Team is free for 14 days, and Hobby stays free for as long as you
            like.
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
          <Button
            href="#plans"
            size="large"
            variant="contained"
            sx={{ bgcolor: 'common.white', color: brand[800], '&:hover': { bgcolor: brand[50] } }}
          >
            Start free trial
          </Button>
          <Button
            href="#faq"
            size="large"
            variant="outlined"
            sx={{
              color: 'common.white',
              borderColor: 'rgba(255 255 255 / 0.6)',
              '&:hover': { borderColor: 'common.white' },
            }}
          >
            Read the FAQ
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
