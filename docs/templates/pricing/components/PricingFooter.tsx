import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME, navLinks } from '../plans';
import { ProductMark } from './PricingHeader';

export default function PricingFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 4 }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          justifyContent: 'space-between',
          alignItems: { md: 'center' },
        }}
      >
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ProductMark />
            <Typography sx={{ fontWeight: 700 }}>{PRODUCT_NAME}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Uptime monitoring and status pages. © 2026 {PRODUCT_NAME} Labs.
          </Typography>
        </Stack>
        <Box component="nav" aria-label="Footer">
          <Stack component="ul" direction="row" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}>
            {[...navLinks, { label: 'Get started', href: '#get-started' }].map((link) => (
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
