import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { products as initialProducts, type Product } from './products';

export default function ActionsColumnGrid() {
  const [rows, setRows] = React.useState<Product[]>(initialProducts.slice(0, 5));
  const [favourites, setFavourites] = React.useState<ReadonlySet<GridRowId>>(new Set([1]));
  const [log, setLog] = React.useState('No action yet.');

  // preview-start
  const columns = React.useMemo<GridColDef<Product>[]>(
    () => [
      { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
      { field: 'price', headerName: 'Price', type: 'number', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="favourite"
            icon={favourites.has(id) ? <StarIcon /> : <StarBorderIcon />}
            label={favourites.has(id) ? `Remove ${row.name} from favourites` : `Add ${row.name} to favourites`}
            onClick={() =>
              setFavourites((previous) => {
                const next = new Set(previous);
                if (next.has(id)) next.delete(id);
                else next.add(id);
                return next;
              })
            }
          />,
          <GridActionsCellItem
            key="copy"
            label="Copy name"
            showInMenu
            onClick={() => setLog(`Copied “${row.name}”.`)}
          />,
          <GridActionsCellItem
            key="restock"
            label="Request restock (keeps the menu open)"
            showInMenu
            closeMenuOnClick={false}
            onClick={() => setLog(`Restock requested for ${row.name}.`)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            showInMenu
            onClick={() => setRows((previous) => previous.filter((product) => product.id !== id))}
          />,
        ],
      },
    ],
    [favourites],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {log}
      </Typography>
      <Box sx={{ height: 330 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
