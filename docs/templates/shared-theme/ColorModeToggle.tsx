import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkModeRounded';
import LightModeIcon from '@mui/icons-material/LightModeRounded';

/** Switches between the light and dark colour schemes (the first click leaves "system" for the opposite of what shows). */
export default function ColorModeToggle(props: IconButtonProps) {
  const { mode, systemMode, setMode } = useColorScheme();
  // Before hydration the mode is unknown: render a placeholder of the same size.
  const resolved = mode === 'system' ? systemMode : mode;
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      size="small"
      aria-label={resolved ? `Switch to ${next} mode` : 'Switch colour mode'}
      onClick={() => setMode(next)}
      {...props}
    >
      {resolved === 'dark' ? <LightModeIcon fontSize="small" /> : <DarkModeIcon fontSize="small" />}
    </IconButton>
  );
}
