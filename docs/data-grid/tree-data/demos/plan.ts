import type { GridColDef } from '@mui/x-data-grid-pro';
import type { GridGroupingColDefOverride } from '@mui/x-data-grid-pro';

export type TaskStatus = 'Done' | 'In progress' | 'Not started';

export interface Task {
  id: number;
  // The task this one belongs to, or null for a phase of the project.
  parentId: number | null;
  title: string;
  owner: string;
  status: TaskStatus;
  due: Date;
}

// The plan of a website relaunch: four phases, their tasks and a few subtasks.
export const tasks: Task[] = [
  { id: 1, parentId: null, title: 'Discovery', owner: 'Léa', status: 'Done', due: new Date(2026, 1, 6) },
  { id: 2, parentId: 1, title: 'Stakeholder interviews', owner: 'Léa', status: 'Done', due: new Date(2026, 0, 30) },
  { id: 3, parentId: 1, title: 'Analytics review', owner: 'Kofi', status: 'Done', due: new Date(2026, 1, 4) },
  { id: 4, parentId: 1, title: 'Content audit', owner: 'Olivia', status: 'Done', due: new Date(2026, 1, 6) },
  { id: 5, parentId: null, title: 'Design', owner: 'Olivia', status: 'In progress', due: new Date(2026, 2, 13) },
  { id: 6, parentId: 5, title: 'Sitemap', owner: 'Olivia', status: 'Done', due: new Date(2026, 1, 20) },
  { id: 7, parentId: 5, title: 'Wireframes', owner: 'Tariq', status: 'Done', due: new Date(2026, 1, 27) },
  { id: 8, parentId: 5, title: 'Visual design', owner: 'Olivia', status: 'In progress', due: new Date(2026, 2, 13) },
  { id: 9, parentId: 8, title: 'Home page', owner: 'Olivia', status: 'In progress', due: new Date(2026, 2, 6) },
  { id: 10, parentId: 8, title: 'Product pages', owner: 'Tariq', status: 'In progress', due: new Date(2026, 2, 11) },
  { id: 11, parentId: 8, title: 'Checkout', owner: 'Chloé', status: 'Not started', due: new Date(2026, 2, 13) },
  { id: 12, parentId: null, title: 'Build', owner: 'Kofi', status: 'In progress', due: new Date(2026, 3, 24) },
  {
    id: 13,
    parentId: 12,
    title: 'Component library',
    owner: 'Kofi',
    status: 'In progress',
    due: new Date(2026, 2, 27),
  },
  { id: 14, parentId: 12, title: 'CMS integration', owner: 'Sofia', status: 'Not started', due: new Date(2026, 3, 10) },
  { id: 15, parentId: 12, title: 'Checkout', owner: 'Mateo', status: 'Not started', due: new Date(2026, 3, 17) },
  {
    id: 16,
    parentId: 12,
    title: 'Accessibility audit',
    owner: 'Léa',
    status: 'Not started',
    due: new Date(2026, 3, 24),
  },
  { id: 17, parentId: null, title: 'Launch', owner: 'Léa', status: 'Not started', due: new Date(2026, 4, 8) },
  { id: 18, parentId: 17, title: 'Redirect map', owner: 'Sofia', status: 'Not started', due: new Date(2026, 3, 29) },
  { id: 19, parentId: 17, title: 'Go-live checklist', owner: 'Léa', status: 'Not started', due: new Date(2026, 4, 6) },
  { id: 20, parentId: 17, title: 'Announcement', owner: 'Nadia', status: 'Not started', due: new Date(2026, 4, 8) },
];

// Build each row's path once, by walking up its parents: [phase id, task id, subtask id].
const tasksById = new Map(tasks.map((task) => [task.id, task]));

function pathOf(task: Task): string[] {
  const path: string[] = [];
  let current: Task | undefined = task;
  while (current) {
    path.unshift(String(current.id));
    current = current.parentId === null ? undefined : tasksById.get(current.parentId);
  }
  return path;
}

const pathsById = new Map(tasks.map((task) => [task.id, pathOf(task)]));

export const getTaskPath = (row: Task) => pathsById.get(row.id) ?? [String(row.id)];

// The path keys are ids, so the grouping column reads the title from the row instead.
export const taskGroupingColDef: GridGroupingColDefOverride<Task> = {
  headerName: 'Task',
  width: 250,
  valueGetter: (value, row) => row.title,
};

export const taskColumns: GridColDef<Task>[] = [
  { field: 'owner', headerName: 'Owner', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Done', 'In progress', 'Not started'],
    width: 130,
  },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
];
