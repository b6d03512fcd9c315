import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import SpaRoundedIcon from '@mui/icons-material/SpaRounded';
import ColorModeToggle from '../../shared-theme/ColorModeToggle';

interface AppHeaderProps {
  onNewEmployee: () => void;
}

/** The bar on top: the company, the main action of the page and the colour mode switch. */
export default function AppHeader({ onNewEmployee }: AppHeaderProps) {
  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 } }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 32,
            height: 32,
            flexShrink: 0,
            borderRadius: 1,
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
          }}
        >
          <SpaRoundedIcon fontSize="small" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p" noWrap sx={{ lineHeight: 1.2 }}>
            Tidewater Ceramics
          </Typography>
          <Typography
            variant="caption"
            component="p"
            color="text.secondary"
            noWrap
            sx={{ display: { xs: 'none', sm: 'block' } }}
          >
            People admin
          </Typography>
        </Box>
        {/* On phones the button keeps its name for assistive technology and shows only its icon. */}
        <Button
          variant="contained"
          aria-label="New employee"
          onClick={onNewEmployee}
          sx={{ flexShrink: 0, minWidth: 0, px: { xs: 1, sm: 2 }, gap: 1 }}
        >
          <AddIcon fontSize="small" />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            New employee
          </Box>
        </Button>
        <ColorModeToggle />
      </Toolbar>
    </AppBar>
  );
}
