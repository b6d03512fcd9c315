import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../data';

/** The product mark, an inline SVG lantern, and its name. */
export default function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: 28, height: 28, color: 'primary.main', flexShrink: 0 }}
      >
        <rect x="2" y="2" width="28" height="28" rx="8" fill="currentColor" />
        <path d="M11 9h10M12 23h8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path d="M12 11c-1.5 2-1.5 8 0 10h8c1.5-2 1.5-8 0-10z" fill="#fff" fillOpacity="0.3" />
        <circle cx="16" cy="16" r="3" fill="#fff" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem', letterSpacing: '-0.01em' }}>
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
