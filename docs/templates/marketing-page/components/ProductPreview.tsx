import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import { previewServices, type PreviewService } from '../data';

/** The palette colour of each kind of day. */
const DAY_COLOR = { u: 'success', d: 'warning', o: 'error' } as const;

/** Thirty thin bars, one per day, drawn as an inline SVG that stretches to its box. */
function UptimeBars({ service }: { service: PreviewService }) {
  const days = service.days.split('') as (keyof typeof DAY_COLOR)[];
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${days.length * 4} 16`}
      preserveAspectRatio="none"
      aria-hidden
      sx={{ display: 'block', width: '100%', height: 20 }}
    >
      {days.map((day, index) => (
        <Box
          component="rect"
          key={index}
          x={index * 4}
          y={0}
          width={3}
          height={16}
          rx={1}
          sx={{ fill: (theme) => theme.vars.palette[DAY_COLOR[day]].main }}
        />
      ))}
    </Box>
  );
}

/**
 * A picture of the product made of components: a browser window with a status
 * overview. It is decorative for screen readers except for its caption.
 */
export default function ProductPreview() {
  return (
    <Paper
      component="figure"
      variant="outlined"
      sx={(theme) => ({
        m: 0,
        borderRadius: 3,
        overflow: 'hidden',
        boxShadow: `0 24px 48px -24px rgba(${theme.vars.palette.primary.mainChannel} / 0.45)`,
      })}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
        }}
        aria-hidden
      >
        {['error.main', 'warning.main', 'success.main'].map((color) => (
          <Box key={color} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, opacity: 0.8 }} />
        ))}
        <Box
          sx={{
            ml: 2,
            flex: 1,
            px: 1.5,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            color: 'text.secondary',
            fontSize: 12,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
          }}
        >
          status.kettle.example
        </Box>
      </Box>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
          <CheckCircleIcon color="success" />
          <Box sx={{ flex: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>All systems operational</Typography>
            <Typography variant="body2" color="text.secondary">
              Checked 12 seconds ago from 18 regions
            </Typography>
          </Box>
        </Stack>
        <Stack spacing={2}>
          {previewServices.map((service) => (
            <Box key={service.name}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                  {service.name}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  dir="ltr"
                  sx={{ display: { xs: 'none', sm: 'block' } }}
                >
                  {service.responseMs} ms
                </Typography>
                <Chip size="small" label={service.uptime} variant="outlined" />
              </Box>
              <UptimeBars service={service} />
            </Box>
          ))}
        </Stack>
      </Box>
      <Typography
        component="figcaption"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', px: { xs: 2, sm: 3 }, pb: 2 }}
      >
        A status page built from four checks, with the last 30 days of uptime.
      </Typography>
    </Paper>
  );
}
