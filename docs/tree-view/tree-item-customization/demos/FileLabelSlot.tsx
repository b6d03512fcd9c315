import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderRounded from '@mui/icons-material/FolderRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import CodeRounded from '@mui/icons-material/CodeRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { projectFiles, formatSize, type FileKind, type ProjectFile } from './projectFiles';

const kindIcons: Record<FileKind, React.ElementType> = {
  folder: FolderRounded,
  image: ImageOutlined,
  code: CodeRounded,
  document: DescriptionOutlined,
  pdf: PictureAsPdfOutlined,
};

interface FileLabelProps {
  kind?: FileKind | undefined;
  sizeKb?: number | undefined;
  children?: React.ReactNode;
  className?: string;
  onDoubleClick?: React.MouseEventHandler<HTMLDivElement>;
}

// The `label` slot receives the label as `children`, a `className`, the double-click
// handler (label editing), `editable` and `ownerState`. Forward only what the DOM needs.
function FileLabel({ kind = 'document', sizeKb, children, className, onDoubleClick }: FileLabelProps) {
  const Icon = kindIcons[kind];
  return (
    <Box
      className={className}
      onDoubleClick={onDoubleClick}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      <Icon aria-hidden fontSize="small" color={kind === 'folder' ? 'primary' : 'action'} />
      <Typography component="span" variant="body2" noWrap sx={{ flex: 1 }}>
        {children}
      </Typography>
      {sizeKb !== undefined && (
        <Typography component="span" variant="caption" color="text.secondary" dir="ltr" sx={{ flexShrink: 0 }}>
          {formatSize(sizeKb)}
        </Typography>
      )}
    </Box>
  );
}

// preview-start
function FileItem(props: TreeItemProps) {
  const file = useTreeItemModel<ProjectFile>(props.itemId);
  const labelProps: FileLabelProps = { kind: file?.kind, sizeKb: file?.sizeKb };
  return <TreeItem {...props} slots={{ label: FileLabel }} slotProps={{ label: labelProps }} />;
}
// preview-end

export default function FileLabelSlot() {
  return (
    <RichTreeView
      aria-label="Project files"
      items={projectFiles}
      defaultExpandedItems={['src', 'src/assets']}
      slots={{ item: FileItem }}
      sx={{ width: '100%', maxWidth: 340, height: 300, overflow: 'auto' }}
    />
  );
}
