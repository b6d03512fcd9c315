import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AppTheme, { type AppThemeProps } from '../shared-theme/AppTheme';
import ColorModeToggle from '../shared-theme/ColorModeToggle';
import { footerLinks, releaseNotes } from './content';

/**
 * A page whose footer sits at the bottom of the window when the content is short, and after the content
 * when it is long: the page is a column at least as tall as the viewport, and the main area takes the
 * space that is left (`flex: 1`). No fixed positioning, so the footer never covers the text.
 */
export default function StickyFooter(props: Omit<AppThemeProps, 'children'>) {
  return (
    <AppTheme {...props}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <Box component="header" id="top" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
            <Typography variant="h6" component="p" sx={{ flex: 1 }}>
              Harbor Notes
            </Typography>
            <ColorModeToggle />
          </Container>
        </Box>
        <Container component="main" maxWidth="md" sx={{ flex: 1, py: { xs: 4, sm: 8 } }}>
          <Typography variant="h2" component="h1" gutterBottom>
            A footer that knows its place
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4, fontWeight: 400 }}>
            This page is short on purpose: resize the window and the footer stays pinned to the bottom edge, then moves
            down with the content once the text is longer than the screen.
          </Typography>
          <Typography variant="h5" component="h2" id="release-notes" gutterBottom>
            Latest release notes
          </Typography>
          <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
            {releaseNotes.map((note) => (
              <Typography component="li" key={note.version}>
                <strong>{note.version}</strong>: {note.summary}
              </Typography>
            ))}
          </Stack>
        </Container>
        <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 3 }}>
          <Container
            maxWidth="md"
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 2,
              justifyContent: 'space-between',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              © 2026 Harbor Notes. Written in the open.
            </Typography>
            <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />}>
              {footerLinks.map((link) => (
                <Link key={link.label} href={link.href} variant="body2" color="text.secondary">
                  {link.label}
                </Link>
              ))}
            </Stack>
          </Container>
        </Box>
      </Box>
    </AppTheme>
  );
}
