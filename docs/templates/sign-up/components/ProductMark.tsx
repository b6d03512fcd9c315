import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The Quillpost logo: an envelope on a rounded tile, drawn inline so the template needs no image files. */
export function ProductLogo({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      focusable="false"
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        '& .tile': { fill: theme.vars.palette.primary.main },
        '& .glyph': { stroke: theme.vars.palette.primary.contrastText },
      })}
    >
      <rect className="tile" width="32" height="32" rx="9" />
      <g className="glyph" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="8" y="10.5" width="16" height="11.5" rx="2" />
        <path d="M8.75 12 16 17.25 23.25 12" />
      </g>
    </Box>
  );
}

/** The logo with the product name beside it. */
export default function ProductMark() {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
      <ProductLogo />
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.125rem', letterSpacing: '-0.01em' }}>
        Quillpost
      </Typography>
    </Stack>
  );
}
