import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  /** The id of the `h2`, for the section's `aria-labelledby`. */
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  /** Colours for a section on the primary background. */
  inverted?: boolean;
}

/** A small label, the section's `h2` and a sentence under it, centred. */
export default function SectionHeading({ id, eyebrow, title, description, inverted }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      <Typography
        variant="overline"
        component="p"
        sx={{ color: inverted ? 'inherit' : 'primary.main', fontWeight: 700, letterSpacing: '0.12em' }}
      >
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: description ? 1.5 : 0 }}>
        {title}
      </Typography>
      {description ? (
        <Typography sx={{ color: inverted ? 'inherit' : 'text.secondary' }}>{description}</Typography>
      ) : null}
    </Box>
  );
}
