// The outline of a gardening handbook: parts at the top level, chapters inside them.
import type { TreeViewBaseItem } from '@mui/x-tree-view-pro';

export type OutlineItem = TreeViewBaseItem<{
  id: string;
  label: string;
  kind: 'part' | 'chapter';
}>;

export const outline: OutlineItem[] = [
  {
    id: 'part-1',
    label: 'Part 1: Getting started',
    kind: 'part',
    children: [
      { id: 'site', label: 'Choosing a sunny spot', kind: 'chapter' },
      { id: 'soil', label: 'Soil and compost', kind: 'chapter' },
      { id: 'tools', label: 'Tools worth buying', kind: 'chapter' },
    ],
  },
  {
    id: 'part-2',
    label: 'Part 2: Growing',
    kind: 'part',
    children: [
      { id: 'herbs', label: 'Herbs on a balcony', kind: 'chapter' },
      { id: 'tomatoes', label: 'Tomatoes', kind: 'chapter' },
      { id: 'greens', label: 'Leafy greens', kind: 'chapter' },
    ],
  },
  {
    id: 'appendix',
    label: 'Appendix',
    kind: 'part',
    children: [
      { id: 'glossary', label: 'Glossary', kind: 'chapter' },
      { id: 'suppliers', label: 'Seed suppliers', kind: 'chapter' },
    ],
  },
];

export const partIds = outline.map((part) => part.id);

const kindById = new Map<string, OutlineItem['kind']>();
outline.forEach((part) => {
  kindById.set(part.id, part.kind);
  part.children?.forEach((chapter) => kindById.set(chapter.id, chapter.kind));
});

export function getKind(itemId: string | null) {
  return itemId == null ? undefined : kindById.get(itemId);
}
