import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/MenuRounded';
import ColorModeToggle from '../../shared-theme/ColorModeToggle';

export interface HeaderProps {
  /** Opens the navigation drawer (phones and small tablets). */
  onMenuClick: () => void;
  /** The range as words, under the title. */
  rangeLabel: string;
  /** The date range picker. */
  picker: React.ReactNode;
  menuOpen: boolean;
}

/** The page's header: the menu button on small screens, the title, the date range and the colour mode. */
export default function Header({ onMenuClick, rangeLabel, picker, menuOpen }: HeaderProps) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ top: 0, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ flexWrap: 'wrap', gap: 1.5, py: 1.5, px: { xs: 2, sm: 3 } }}>
        <IconButton
          aria-label="Open navigation"
          aria-expanded={menuOpen}
          onClick={onMenuClick}
          edge="start"
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" noWrap>
            Orders
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {rangeLabel}
          </Typography>
        </Box>
        <Box sx={{ order: { xs: 3, sm: 0 }, width: { xs: '100%', sm: 'auto' } }}>{picker}</Box>
        <ColorModeToggle />
      </Toolbar>
    </AppBar>
  );
}
