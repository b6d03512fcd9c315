import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { footerColumns, PRODUCT_NAME } from '../data';
import EmailSignup from './EmailSignup';
import Logo from './Logo';

/** Link columns to the page's sections, a newsletter field and the small print. */
export default function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Logo />
            <Typography id="newsletter-title" variant="subtitle1" component="h2" sx={{ mt: 3, fontWeight: 600 }}>
              The Night Shift newsletter
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              One email a month with incident write-ups worth learning from. No product news, we promise.
            </Typography>
            <EmailSignup
              id="newsletter"
              size="small"
              label="Email for the newsletter"
              buttonLabel="Subscribe"
              successMessage={(email) => `Subscribed: the next issue goes to ${email}.`}
            />
          </Grid>
          {footerColumns.map((column) => (
            <Grid key={column.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Box component="nav" aria-labelledby={`footer-${column.title}`}>
                <Typography id={`footer-${column.title}`} variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
                  {column.title}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link href={`#${link.id}`} variant="body2" color="text.secondary" underline="hover">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            © 2026 {PRODUCT_NAME} Monitoring Ltd. An imaginary product.
          </Typography>
          <Link href="#top" variant="body2" color="text.secondary" underline="hover">
            Back to top
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
