import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridRowSelectionModel, type GridRowSelectionPropagation } from '@mui/x-data-grid-pro';
import { getStaffPath, staff, staffColumns, type Employee } from './staff';

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selectedNames, setSelectedNames] = React.useState<string[]>([]);

  const handleSelectionChange = (model: GridRowSelectionModel) => {
    // An 'exclude' model lists the rows that are NOT selected (after "select all").
    const isSelected = (person: Employee) =>
      model.type === 'include' ? model.ids.has(person.id) : !model.ids.has(person.id);
    setSelectedNames(staff.filter(isSelected).map((person) => person.hierarchy.at(-1) ?? ''));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        {(['parents', 'descendants'] as const).map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={propagation[key]}
                onChange={(event) => setPropagation((previous) => ({ ...previous, [key]: event.target.checked }))}
              />
            }
            label={key}
          />
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          treeData
          getTreeDataPath={getStaffPath}
          rows={staff}
          columns={staffColumns}
          defaultGroupingExpansionDepth={2}
          // preview-start
          checkboxSelection
          rowSelectionPropagation={propagation}
          // preview-end
          onRowSelectionModelChange={handleSelectionChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ minHeight: 40 }}>
        Selected ({selectedNames.length}): {selectedNames.join(', ') || 'nobody'}
      </Typography>
    </Stack>
  );
}
