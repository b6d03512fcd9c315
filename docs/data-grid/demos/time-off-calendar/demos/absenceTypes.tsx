import type * as React from 'react';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import ChildFriendlyIcon from '@mui/icons-material/ChildFriendly';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AbsenceType } from './absences';

interface AbsenceStyle {
  label: string;
  /** A letter, shown in every bar: the type reads without colour, and fits a one-day cell. */
  code: string;
  Icon: React.ElementType;
  /** A palette colour of the theme, so the bars follow light and dark mode. */
  color: 'primary' | 'error' | 'secondary' | 'warning';
  /** Sick leave is hatched as well, a second cue besides the letter and the icon. */
  hatched: boolean;
}

export const absenceStyles: Record<AbsenceType, AbsenceStyle> = {
  vacation: { label: 'Vacation', code: 'V', Icon: BeachAccessIcon, color: 'primary', hatched: false },
  sick: { label: 'Sick leave', code: 'S', Icon: LocalHospitalIcon, color: 'error', hatched: true },
  parental: { label: 'Parental leave', code: 'P', Icon: ChildFriendlyIcon, color: 'secondary', hatched: false },
  training: { label: 'Training', code: 'T', Icon: SchoolIcon, color: 'warning', hatched: false },
};

/** The coloured chip of a type: used by the bars in the grid and by the legend. */
export function AbsenceBadge({ type, showLabel }: { type: AbsenceType; showLabel: boolean }) {
  const { label, code, Icon, color, hatched } = absenceStyles[type];
  return (
    <Box
      sx={(theme) => {
        const main = (theme.vars ?? theme).palette[color].main;
        return {
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          minWidth: 0,
          height: 26,
          px: 0.75,
          borderRadius: 1,
          border: 1,
          borderColor: `${color}.main`,
          color: `${color}.dark`,
          backgroundColor: 'background.paper',
          backgroundImage: hatched
            ? `repeating-linear-gradient(45deg, transparent 0 4px, ${theme.alpha(main, 0.25)} 4px 8px)`
            : `linear-gradient(${theme.alpha(main, 0.15)}, ${theme.alpha(main, 0.15)})`,
          ...theme.applyStyles('dark', { color: `${color}.light` }),
          fontSize: 13,
          fontWeight: 600,
          lineHeight: 1,
        };
      }}
    >
      <Icon sx={{ fontSize: 16, flexShrink: 0 }} />
      <span aria-hidden="true">{code}</span>
      {showLabel && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {label}
        </Box>
      )}
    </Box>
  );
}

/** The legend above the calendar: a list, so a screen reader announces how many types there are. */
export function AbsenceLegend() {
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      spacing={1.5}
      aria-label="Absence types"
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {(Object.keys(absenceStyles) as AbsenceType[]).map((type) => (
        <Stack
          component="li"
          key={type}
          direction="row"
          spacing={0.75}
          // `&&` outweighs the page's own margin between list items, which would lower all but the first.
          sx={{ alignItems: 'center', '&&': { m: 0 } }}
        >
          <AbsenceBadge type={type} showLabel={false} />
          <Typography variant="body2" component="span">
            {absenceStyles[type].label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
