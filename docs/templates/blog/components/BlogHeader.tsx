import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/MenuRounded';
import SearchIcon from '@mui/icons-material/SearchRounded';
import ColorModeToggle from '../../shared-theme/ColorModeToggle';

export const navLinks = [
  { href: '#latest', label: 'Latest' },
  { href: '#topics', label: 'Topics' },
  { href: '#archive', label: 'Archive' },
  { href: '#about', label: 'About' },
];

interface BlogHeaderProps {
  query: string;
  onQueryChange: (query: string) => void;
}

/**
 * The blog's name, its sections, a search field that filters the posts by title
 * as you type, and the colour mode toggle. On phones the links move into a menu
 * and the search field gets a row of its own.
 */
export default function BlogHeader({ query, onQueryChange }: BlogHeaderProps) {
  const [menuAnchor, setMenuAnchor] = React.useState<HTMLElement | null>(null);

  const search = (
    <TextField
      type="search"
      size="small"
      value={query}
      onChange={(event) => onQueryChange(event.target.value)}
      placeholder="Search by title"
      sx={{ width: { xs: '100%', sm: 240 } }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search posts by title', 'aria-controls': 'post-grid' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          sx: { bgcolor: 'background.default' },
        },
      }}
    />
  );

  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1.5 }}>
          <Box component="a" href="#top" sx={{ color: 'inherit', textDecoration: 'none', mr: 1 }}>
            <Typography
              component="span"
              sx={{ display: 'block', fontWeight: 800, fontSize: '1.25rem', lineHeight: 1.2 }}
            >
              The Workbench
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              Engineering at Kestrel Labs
            </Typography>
          </Box>
          <Box component="nav" aria-label="Blog sections" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {navLinks.map((link) => (
              <Button
                key={link.href}
                href={link.href}
                color="inherit"
                size="small"
                sx={{ color: 'text.secondary', minWidth: 0, px: 1.5 }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: 1 }} />
          {/* On phones the search field wraps onto a row of its own, under the title. */}
          <Box sx={{ order: { xs: 1, sm: 0 }, width: { xs: '100%', sm: 'auto' } }}>{search}</Box>
          <ColorModeToggle />
          <IconButton
            aria-label="Open navigation"
            aria-haspopup="true"
            aria-controls={menuAnchor ? 'blog-nav-menu' : undefined}
            aria-expanded={Boolean(menuAnchor)}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Menu id="blog-nav-menu" anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            {navLinks.map((link) => (
              <MenuItem key={link.href} component="a" href={link.href} onClick={() => setMenuAnchor(null)}>
                {link.label}
              </MenuItem>
            ))}
          </Menu>
        </Box>
      </Container>
    </Box>
  );
}
