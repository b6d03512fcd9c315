import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import {
  DataGridPro,
  gridFilteredDescendantCountLookupSelector,
  useGridApiContext,
  useGridSelector,
  type GridGroupingColDefOverride,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { fileColumns, files, getFilePath, type ProjectFile } from './files';

// preview-start
function FileNameCell(props: GridRenderCellParams<ProjectFile, string>) {
  const { id, field, rowNode, value } = props;
  const apiRef = useGridApiContext();
  const counts = useGridSelector(apiRef, gridFilteredDescendantCountLookupSelector);
  const name = String(value);

  let icon: React.ReactNode;
  if (rowNode.type === 'group') {
    const expanded = rowNode.childrenExpanded ?? false;
    icon = (
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={`${expanded ? 'Close' : 'Open'} folder ${name}`}
        onClick={(event) => {
          event.stopPropagation();
          apiRef.current.setRowChildrenExpansion(id, !expanded);
          apiRef.current.setCellFocus(id, field);
        }}
      >
        {expanded ? <FolderOpenIcon fontSize="small" /> : <FolderIcon fontSize="small" />}
      </IconButton>
    );
  } else {
    icon = <InsertDriveFileOutlinedIcon fontSize="small" sx={{ mx: '5px', color: 'text.secondary' }} />;
  }

  return (
    <Box sx={{ ml: rowNode.depth * 2.5, display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      <span>{name}</span>
      {rowNode.type === 'group' && (
        // dir="auto" keeps "· 9 items" in that order on a right-to-left page.
        <Box component="span" dir="auto" sx={{ color: 'text.secondary' }}>
          · {counts[id] ?? 0} items
        </Box>
      )}
    </Box>
  );
}

const groupingColDef: GridGroupingColDefOverride<ProjectFile> = {
  headerName: 'Name',
  flex: 1,
  minWidth: 260,
  renderCell: (params) => <FileNameCell {...params} />,
};
// preview-end

export default function FileIconsCell() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        getTreeDataPath={getFilePath}
        rows={files}
        columns={fileColumns}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
