import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { navLinks } from './BlogHeader';

/** The small print and the same section links as the header. */
export default function BlogFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 4 }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography sx={{ fontWeight: 700 }}>The Workbench</Typography>
          <Typography variant="body2" color="text.secondary">
            © 2026 Kestrel Labs, an imaginary company. Posts are licensed CC BY 4.0.
          </Typography>
        </Box>
        <Box component="nav" aria-label="Footer">
          <Stack
            component="ul"
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
          >
            {[...navLinks, { href: '#top', label: 'Back to top' }].map((link) => (
              <li key={link.href}>
                <Link href={link.href} variant="body2" color="text.secondary" underline="hover">
                  {link.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
