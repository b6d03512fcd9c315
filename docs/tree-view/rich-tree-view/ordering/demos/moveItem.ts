import type { TreeViewBaseItem } from '@mui/x-tree-view-pro';

export interface ItemPosition {
  parentId: string | null;
  index: number;
}

/**
 * Returns a copy of `items` where the item at `oldPosition` sits at `newPosition`.
 * `newPosition.index` counts the siblings after the item has left its old place,
 * as in the `onItemPositionChange` callback.
 */
export function moveItem<T extends TreeViewBaseItem>(
  items: T[],
  oldPosition: ItemPosition,
  newPosition: ItemPosition,
): T[] {
  let moved: T | undefined;

  const remove = (list: T[], parentId: string | null): T[] =>
    list
      .map((item) => ({ ...item, children: item.children && remove(item.children as T[], item.id) }))
      .filter((item, index) => {
        if (parentId === oldPosition.parentId && index === oldPosition.index) {
          moved = item;
          return false;
        }
        return true;
      });

  const insert = (list: T[], parentId: string | null): T[] => {
    const withChildren = list.map((item) => ({
      ...item,
      children:
        item.children || item.id === newPosition.parentId ? insert((item.children ?? []) as T[], item.id) : undefined,
    }));
    if (parentId !== newPosition.parentId || !moved) {
      return withChildren;
    }
    return [...withChildren.slice(0, newPosition.index), moved, ...withChildren.slice(newPosition.index)];
  };

  const withoutItem = remove(items, null);
  return insert(withoutItem, null);
}
