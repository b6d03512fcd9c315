import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Tag } from '../posts';

interface TagFilterProps {
  tags: Tag[];
  selected: Tag | null;
  onChange: (tag: Tag | null) => void;
  /** How many posts carry each tag. */
  counts: Record<Tag, number>;
}

/**
 * Toggle chips: one topic at a time, or all of them. Each chip is a button
 * (Enter or Space) with `aria-pressed`, so screen readers say which is on.
 */
export default function TagFilter({ tags, selected, onChange, counts }: TagFilterProps) {
  return (
    <Box role="group" aria-label="Filter posts by topic" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Chip
        label="All topics"
        clickable
        onClick={() => onChange(null)}
        aria-pressed={selected === null}
        color={selected === null ? 'primary' : 'default'}
        variant={selected === null ? 'filled' : 'outlined'}
      />
      {tags.map((tag) => {
        const active = selected === tag;
        return (
          <Chip
            key={tag}
            label={`${tag} (${counts[tag]})`}
            clickable
            onClick={() => onChange(active ? null : tag)}
            aria-pressed={active}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
          />
        );
      })}
    </Box>
  );
}
