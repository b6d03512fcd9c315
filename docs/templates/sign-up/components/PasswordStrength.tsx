import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordStrength } from '../validation';

const SEGMENT_COLORS = ['error.main', 'warning.main', 'info.main', 'success.main'] as const;

/** Three bars that fill up as the password gets stronger, with the strength in words. */
export default function PasswordStrength({ password }: { password: string }) {
  if (!password) {
    return null;
  }
  const { score, label } = passwordStrength(password);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: -1 }}>
      <Stack direction="row" spacing={0.5} aria-hidden sx={{ flex: 1 }}>
        {[1, 2, 3].map((step) => (
          <Box
            key={step}
            sx={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              bgcolor: step <= score ? SEGMENT_COLORS[score] : 'divider',
              transition: 'background-color 150ms',
            }}
          />
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 140, textAlign: 'end' }}>
        Password strength: {label}
      </Typography>
    </Stack>
  );
}
