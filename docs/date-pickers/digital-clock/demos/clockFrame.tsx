import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface ClockFrameProps {
  /** What the clock below is for, shown above it. */
  title: string;
  children: React.ReactNode;
}

/** A caption and a thin border around a standalone clock, so the list reads as one control. */
export default function ClockFrame({ title, children }: ClockFrameProps) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'inline-block', border: 1, borderColor: 'divider', borderRadius: 1 }}>{children}</Box>
    </Box>
  );
}
