import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import CloseIcon from '@mui/icons-material/CloseRounded';
import MenuIcon from '@mui/icons-material/MenuRounded';
import ColorModeToggle from '../../shared-theme/ColorModeToggle';
import { navSections } from '../data';
import Logo from './Logo';

/**
 * A sticky app bar: the logo, links to the page's sections, the colour mode
 * toggle and a call to action. Below the `md` breakpoint the links move into a
 * drawer opened by the menu button.
 */
export default function AppNavBar() {
  const [open, setOpen] = React.useState(false);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        top: 0,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: `rgba(${theme.vars.palette.background.defaultChannel} / 0.85)`,
        backdropFilter: 'blur(12px)',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Box
            component="a"
            href="#top"
            aria-label="Lanternfish, back to top"
            sx={{ color: 'inherit', textDecoration: 'none' }}
          >
            <Logo />
          </Box>
          <Box component="nav" aria-label="Page sections" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
            {navSections.map((section) => (
              <Button
                key={section.id}
                href={`#${section.id}`}
                color="inherit"
                size="small"
                sx={{ minWidth: 0, px: 1.5, color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
              >
                {section.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: 1 }} />
          <ColorModeToggle />
          <Button
            href="#get-started"
            variant="contained"
            size="small"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Start free trial
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
      <Drawer anchor="top" open={open} onClose={() => setOpen(false)} sx={{ display: { md: 'none' } }}>
        <Box id="mobile-menu" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Logo />
            <IconButton aria-label="Close menu" onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box component="nav" aria-label="Page sections, menu">
            <List>
              {navSections.map((section) => (
                <ListItem key={section.id} disablePadding>
                  <ListItemButton component="a" href={`#${section.id}`} onClick={() => setOpen(false)}>
                    <ListItemText primary={section.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
          <Divider sx={{ my: 1 }} />
          <Button href="#get-started" variant="contained" fullWidth onClick={() => setOpen(false)}>
            Start free trial
          </Button>
        </Box>
      </Drawer>
    </AppBar>
  );
}
