import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { BillingPeriod } from '../plans';

interface BillingToggleProps {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
  savingPercent: number;
}

/** Monthly or yearly prices; the yearly button says how much it saves. */
export default function BillingToggle({ value, onChange, savingPercent }: BillingToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      // Ignore a click on the pressed button: one period is always chosen.
      onChange={(_event, next: BillingPeriod | null) => next && onChange(next)}
      aria-label="Billing period"
      sx={{
        bgcolor: 'background.paper',
        p: 0.5,
        gap: 0.5,
        borderRadius: 999,
        border: 1,
        borderColor: 'divider',
        '& .MuiToggleButton-root': {
          border: 0,
          borderRadius: '999px !important',
          px: 2.5,
          py: 0.75,
          gap: 1,
          color: 'text.secondary',
          '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
        },
      }}
    >
      <ToggleButton value="monthly">Monthly</ToggleButton>
      <ToggleButton value="yearly">
        Yearly
        <Chip
          component="span"
          label={`Save ${savingPercent}%`}
          size="small"
          sx={(theme) => ({
            height: 22,
            fontWeight: 700,
            bgcolor: value === 'yearly' ? 'background.paper' : 'success.main',
            color: value === 'yearly' ? 'primary.main' : 'success.contrastText',
            ...theme.applyStyles('dark', { color: value === 'yearly' ? 'text.primary' : 'background.default' }),
            pointerEvents: 'none',
          })}
        />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
