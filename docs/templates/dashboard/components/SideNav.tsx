import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChartRounded';
import InsightsIcon from '@mui/icons-material/InsightsRounded';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongRounded';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboardRounded';
import StorefrontIcon from '@mui/icons-material/StorefrontRounded';

export const NAV_WIDTH = 248;

/** The sections of this page: the navigation jumps to them. */
const SECTIONS = [
  { id: 'key-figures', label: 'Key figures', icon: <SpaceDashboardIcon /> },
  { id: 'revenue', label: 'Daily revenue', icon: <InsightsIcon /> },
  { id: 'channels', label: 'Sales channels', icon: <BarChartIcon /> },
  { id: 'orders', label: 'Latest orders', icon: <ReceiptLongIcon /> },
];

function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box component="nav" aria-label="Dashboard" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 2 }}>
        <Avatar
          variant="rounded"
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 36, height: 36 }}
        >
          <StorefrontIcon fontSize="small" />
        </Avatar>
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            Larkspur Goods
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            Shop admin
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Typography
        id="dashboard-nav-heading"
        variant="overline"
        component="p"
        color="text.secondary"
        sx={{ px: 2.5, pt: 2, lineHeight: 2 }}
      >
        Orders analytics
      </Typography>
      <List aria-labelledby="dashboard-nav-heading" sx={{ px: 1.5, pt: 0.5 }}>
        {SECTIONS.map((section) => (
          <ListItem key={section.id} disablePadding sx={{ mb: 0.5 }}>
            <ListItemButton component="a" href={`#${section.id}`} onClick={onNavigate} sx={{ borderRadius: 1 }}>
              <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>{section.icon}</ListItemIcon>
              <ListItemText primary={section.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ mt: 'auto', p: 2 }}>
        <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="subtitle2" component="p">
            Sample data
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Figures run from Oct 3, 2025 to Mar 31, 2026.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

export interface SideNavProps {
  /** Whether the phone drawer is open. */
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/**
 * The side navigation: a permanent column from the `md` breakpoint up (sticky, so it stays in view while the
 * page scrolls), a temporary drawer opened by the header's menu button below it.
 */
export default function SideNav({ mobileOpen, onMobileClose }: SideNavProps) {
  return (
    <>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        slotProps={{ paper: { 'aria-label': 'Navigation' } }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}
      >
        <NavContent onNavigate={onMobileClose} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: NAV_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: NAV_WIDTH, position: 'sticky', top: 0, height: '100dvh' },
        }}
      >
        <NavContent />
      </Drawer>
    </>
  );
}
