import Box from '@mui/material/Box';
import CodeIcon from '@mui/icons-material/CodeRounded';
import DnsIcon from '@mui/icons-material/DnsRounded';
import GroupsIcon from '@mui/icons-material/GroupsRounded';
import LockIcon from '@mui/icons-material/LockRounded';
import SpeedIcon from '@mui/icons-material/SpeedRounded';
import StorageIcon from '@mui/icons-material/StorageRounded';
import type { Tag } from '../posts';

type PaletteKey = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

const TAG_STYLE: Record<Tag, { color: PaletteKey; Icon: typeof CodeIcon }> = {
  Performance: { color: 'primary', Icon: SpeedIcon },
  Databases: { color: 'success', Icon: StorageIcon },
  Frontend: { color: 'info', Icon: CodeIcon },
  Infrastructure: { color: 'warning', Icon: DnsIcon },
  Security: { color: 'error', Icon: LockIcon },
  Culture: { color: 'secondary', Icon: GroupsIcon },
};

interface TagCoverProps {
  tag: Tag;
  height?: number | string | Record<string, number | string>;
}

/** A decorative cover for a post: a gradient in its first tag's colour and the tag's icon. No image files. */
export default function TagCover({ tag, height = 112 }: TagCoverProps) {
  const { color, Icon } = TAG_STYLE[tag];
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: `${color}.main`,
        backgroundImage: `radial-gradient(circle at 20% 20%, rgba(${theme.vars.palette[color].mainChannel} / 0.28), transparent 55%), linear-gradient(135deg, rgba(${theme.vars.palette[color].mainChannel} / 0.18), rgba(${theme.vars.palette[color].mainChannel} / 0.04))`,
        backgroundColor: 'background.default',
      })}
    >
      <Icon sx={{ fontSize: 48, opacity: 0.85 }} />
    </Box>
  );
}
