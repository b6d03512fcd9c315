import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/CloseRounded';
import MenuIcon from '@mui/icons-material/MenuRounded';
import ColorModeToggle from '../../shared-theme/ColorModeToggle';
import { PRODUCT_NAME, navLinks } from '../plans';

/** The product's mark: a radar sweep, drawn inline. */
export function ProductMark() {
  return (
    <Box component="svg" viewBox="0 0 28 28" aria-hidden sx={{ width: 28, height: 28, color: 'primary.main' }}>
      <circle cx="14" cy="14" r="12" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="14" cy="14" r="6" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.55" />
      <path d="M14 14 L23 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="14" cy="14" r="2.5" fill="currentColor" />
    </Box>
  );
}

/** Logo, section links and the colour toggle; on phones the links move into a drawer. */
export default function PricingHeader() {
  const [open, setOpen] = React.useState(false);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: { xs: 1, md: 'none' } }}>
            <ProductMark />
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {PRODUCT_NAME}
            </Typography>
          </Stack>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'block' }, flex: 1 }}>
            <Stack component="ul" direction="row" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {navLinks.map((link) => (
                <li key={link.href}>
                  <Button href={link.href} color="inherit" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                    {link.label}
                  </Button>
                </li>
              ))}
            </Stack>
          </Box>
          <ColorModeToggle />
          <Button href="#plans" variant="contained" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            Start monitoring
          </Button>
          <IconButton
            aria-label="Open menu"
            aria-controls={open ? 'mobile-menu' : undefined}
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="top"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': 'mobile-menu-title' } }}
      >
        <Box id="mobile-menu" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id="mobile-menu-title" variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              Menu
            </Typography>
            <IconButton aria-label="Close menu" onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <nav aria-label="Main, mobile">
            <List>
              {navLinks.map((link) => (
                <ListItem key={link.href} disablePadding>
                  <ListItemButton component="a" href={link.href} onClick={() => setOpen(false)}>
                    <ListItemText primary={link.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </nav>
          <Button href="#plans" variant="contained" fullWidth onClick={() => setOpen(false)}>
            Start monitoring
          </Button>
        </Box>
      </Drawer>
    </AppBar>
  );
}
