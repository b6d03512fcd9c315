import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockRounded';
import ColorModeToggle from '../../shared-theme/ColorModeToggle';
import { SHOP_NAME } from '../cart';

/** A leaf in a circle: the shop's mark, drawn inline so the page needs no image files. */
function ShopMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: 32, height: 32, color: 'primary.main', flexShrink: 0 }}
    >
      <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.14" />
      <path
        d="M9 21c0-7 5-12 14-12 0 9-5 14-12 14l-2 2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path d="M11 21c3-4 6-6 9-8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </Box>
  );
}

/** A quiet header: checkout pages leave out the shop's navigation so that nothing pulls the reader away. */
export default function CheckoutHeader() {
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          <ShopMark />
          <Typography variant="h6" component="p" noWrap>
            {SHOP_NAME}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <LockIcon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            Secure checkout
          </Typography>
        </Stack>
        <ColorModeToggle />
      </Container>
    </Box>
  );
}
