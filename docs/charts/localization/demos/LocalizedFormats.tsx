import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { enUSLocaleText, frFRLocalText } from '@mui/x-charts/locales';

type Lang = 'en-US' | 'fr-FR';

const months = [0, 1, 2, 3, 4, 5].map((month) => new Date(2026, month, 1));
// Monthly revenue of a bakery, in euros.
const revenue = [18250.5, 17120, 21480.75, 22900, 24310.25, 26875];

export default function LocalizedFormats() {
  const [lang, setLang] = React.useState<Lang>('fr-FR');
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
  const compact = new Intl.NumberFormat(lang, { notation: 'compact' });
  const shortMonth = new Intl.DateTimeFormat(lang, { month: 'short' });
  const longMonth = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric' });

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={lang}
        onChange={(_event, value: Lang | null) => value && setLang(value)}
        aria-label="Language of the chart"
      >
        <ToggleButton value="en-US">English</ToggleButton>
        <ToggleButton value="fr-FR">Français</ToggleButton>
      </ToggleButtonGroup>
      <ChartsLocalizationProvider localeText={lang === 'fr-FR' ? frFRLocalText : enUSLocaleText}>
        <BarChart
          height={300}
          xAxis={[
            {
              scaleType: 'band',
              data: months,
              valueFormatter: (month: Date, context) =>
                context.location === 'tick' ? shortMonth.format(month) : longMonth.format(month),
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => compact.format(value) }]}
          series={[
            {
              data: revenue,
              label: lang === 'fr-FR' ? "Chiffre d'affaires" : 'Revenue',
              valueFormatter: (value) => (value === null ? '' : money.format(value)),
            },
          ]}
        />
      </ChartsLocalizationProvider>
    </Stack>
  );
}
