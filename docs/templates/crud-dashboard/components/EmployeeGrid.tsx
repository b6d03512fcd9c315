import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowClassNameParams,
  type GridRowParams,
} from '@mui/x-data-grid';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditIcon from '@mui/icons-material/EditOutlined';
import dayjs from 'dayjs';
import { DEPARTMENTS, EMPLOYMENT_TYPES, type Employee } from '../employeesStore';

interface EmployeeGridProps {
  rows: Employee[];
  loading: boolean;
  /** Rows whose change the store has not confirmed yet: shown faded. */
  pendingIds: ReadonlySet<number>;
  onEdit: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/**
 * The employees in a Data Grid: sort, filter, search and page through them; edit or delete a row from its
 * actions. Memoized, with memoized columns: opening a dialog doesn't re-render the grid.
 */
const EmployeeGrid = React.memo(function EmployeeGrid({
  rows,
  loading,
  pendingIds,
  onEdit,
  onDelete,
}: EmployeeGridProps) {
  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1.2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            <Avatar
              aria-hidden
              sx={(theme) => ({
                width: 30,
                height: 30,
                fontSize: '0.8125rem',
                fontWeight: 600,
                color: 'primary.dark',
                bgcolor: alpha(theme.palette.primary.main, 0.12),
                ...theme.applyStyles('dark', {
                  color: 'primary.light',
                  bgcolor: alpha(theme.palette.primary.main, 0.16),
                }),
              })}
            >
              {initials(row.name)}
            </Avatar>
            <Typography variant="body2" component="span" noWrap sx={{ fontWeight: 500 }}>
              {row.name}
            </Typography>
          </Stack>
        ),
      },
      { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 240 },
      {
        field: 'department',
        headerName: 'Department',
        type: 'singleSelect',
        valueOptions: [...DEPARTMENTS],
        minWidth: 140,
        flex: 0.8,
      },
      { field: 'role', headerName: 'Role', minWidth: 160, flex: 1 },
      {
        field: 'startDate',
        headerName: 'Start date',
        type: 'date',
        minWidth: 130,
        // Stored as `YYYY-MM-DD`; dayjs reads it as a local date, so it never shifts by a day.
        valueGetter: (value: string) => (value ? dayjs(value).toDate() : null),
        valueFormatter: (value: Date | null) => (value ? dayjs(value).format('MMM D, YYYY') : ''),
      },
      {
        field: 'employmentType',
        headerName: 'Type',
        type: 'singleSelect',
        valueOptions: [...EMPLOYMENT_TYPES],
        minWidth: 120,
      },
      {
        field: 'active',
        headerName: 'Status',
        type: 'boolean',
        minWidth: 110,
        renderCell: ({ value }) => (
          <Chip
            size="small"
            variant="outlined"
            label={value ? 'Active' : 'Inactive'}
            color={value ? 'success' : 'default'}
          />
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ row }: GridRowParams<Employee>) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={`Edit ${row.name}`}
            aria-label={`Edit ${row.name}`}
            onClick={() => onEdit(row)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete ${row.name}`}
            aria-label={`Delete ${row.name}`}
            onClick={() => onDelete(row)}
          />,
        ],
      },
    ],
    [onEdit, onDelete],
  );

  const getRowClassName = React.useCallback(
    ({ id }: GridRowClassNameParams<Employee>) => (pendingIds.has(Number(id)) ? 'row--pending' : ''),
    [pendingIds],
  );

  return (
    <DataGrid
      rows={rows}
      columns={columns}
      loading={loading}
      label="Employees"
      showToolbar
      slotProps={{
        toolbar: { csvOptions: { fileName: 'tidewater-employees' }, printOptions: { disableToolbarButton: true } },
        loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
      }}
      initialState={{
        pagination: { paginationModel: { pageSize: 10 } },
        sorting: { sortModel: [] },
      }}
      pageSizeOptions={[5, 10, 25]}
      disableRowSelectionOnClick
      getRowClassName={getRowClassName}
      sx={{
        bgcolor: 'background.paper',
        '& .row--pending': { opacity: 0.55, transition: 'opacity 150ms' },
      }}
    />
  );
});

export default EmployeeGrid;
