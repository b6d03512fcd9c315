import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, useGridApiRef, type GridFilterModel } from '@mui/x-data-grid';
import { ticketColumns } from './columns';
import { priorityOptions, tickets, type Priority } from './tickets';

type Choice = Priority | 'all';

function modelFor(choice: Choice, words: string[]): GridFilterModel {
  return {
    items: choice === 'all' ? [] : [{ field: 'priority', operator: 'is', value: choice }],
    quickFilterValues: words,
  };
}

export default function PriorityCounts() {
  const apiRef = useGridApiRef();
  const [search, setSearch] = React.useState('');
  const [choice, setChoice] = React.useState<Choice>('all');
  const [counts, setCounts] = React.useState<Partial<Record<Choice, number>>>({});

  const words = React.useMemo(() => search.split(' ').filter((word) => word !== ''), [search]);
  const filterModel = React.useMemo(() => modelFor(choice, words), [choice, words]);

  // preview-start
  // For each button, ask the grid what its model would keep, without applying it.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const next: Partial<Record<Choice, number>> = {};
    const choices: Choice[] = ['all', ...priorityOptions.map((option) => option.value)];
    choices.forEach((c) => {
      const { filteredRowsLookup } = api.getFilterState(modelFor(c, words));
      // The lookup lists only the rows that fail (with `false`).
      const hidden = Object.values(filteredRowsLookup).filter((passes) => !passes).length;
      next[c] = tickets.length - hidden;
    });
    setCounts(next);
  }, [apiRef, words]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <TextField
          size="small"
          label="Search tickets"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={choice}
          onChange={(_event, value: Choice | null) => value && setChoice(value)}
          aria-label="Priority"
        >
          <ToggleButton value="all">All ({counts.all ?? '…'})</ToggleButton>
          {priorityOptions.map((option) => (
            <ToggleButton key={option.value} value={option.value}>
              {option.label} ({counts[option.value] ?? '…'})
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={tickets} columns={ticketColumns} filterModel={filterModel} hideFooter />
      </Box>
    </Box>
  );
}
