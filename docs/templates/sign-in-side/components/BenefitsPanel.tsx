import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BENEFITS, TESTIMONIAL } from '../benefits';

/**
 * The product side of the page: what Quillpost does, in four points and one customer's words. On phones
 * it comes after the form, and the quote is left out to keep the page short.
 */
export default function BenefitsPanel() {
  return (
    <Box
      component="section"
      aria-labelledby="benefits-title"
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: { xs: 3, md: 5 },
        // On phones and tablets the panel spans the page: keep its lines short and centred.
        '& > *': { width: '100%', maxWidth: 560, mx: { xs: 'auto', md: 0 } },
        px: { xs: 2.5, sm: 5, lg: 8 },
        py: { xs: 4, md: 6 },
        borderRadius: { xs: 0, md: 4 },
        // A line above the panel on phones, a full outline beside the form.
        borderTop: `1px solid ${theme.vars.palette.divider}`,
        border: { md: `1px solid ${theme.vars.palette.divider}` },
        backgroundImage: `linear-gradient(150deg, rgba(${theme.vars.palette.primary.mainChannel} / 0.12), rgba(${theme.vars.palette.primary.mainChannel} / 0.03))`,
      })}
    >
      <div>
        <Typography variant="h4" component="h2" id="benefits-title" sx={{ maxWidth: 460 }}>
          One inbox for the whole team
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 460 }}>
          Quillpost turns support@, sales@ and hello@ into a shared workspace where every message has an owner.
        </Typography>
      </div>
      <Stack component="ul" spacing={{ xs: 2.5, md: 3 }} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <Stack component="li" key={title} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                width: 40,
                height: 40,
                borderRadius: 2,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <Icon fontSize="small" />
            </Box>
            <div>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </div>
          </Stack>
        ))}
      </Stack>
      <Box
        component="figure"
        sx={{
          display: { xs: 'none', md: 'block' },
          m: 0,
          p: 3,
          borderRadius: 3,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="blockquote" sx={{ m: 0 }}>
          “{TESTIMONIAL.quote}”
        </Typography>
        <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2 }}>
          <Avatar
            sx={{ width: 36, height: 36, fontSize: '0.875rem', bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {TESTIMONIAL.initials}
          </Avatar>
          <div>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {TESTIMONIAL.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {TESTIMONIAL.role}
            </Typography>
          </div>
        </Stack>
      </Box>
    </Box>
  );
}
