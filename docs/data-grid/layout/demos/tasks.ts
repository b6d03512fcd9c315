import type { GridColDef } from '@mui/x-data-grid';

export interface Task {
  id: number;
  title: string;
  owner: string;
  estimateHours: number;
  status: 'To do' | 'In progress' | 'Done';
}

export const tasks: Task[] = [
  { id: 1, title: 'Draft release notes', owner: 'Amara', estimateHours: 3, status: 'Done' },
  { id: 2, title: 'Fix login redirect', owner: 'Jun', estimateHours: 5, status: 'In progress' },
  { id: 3, title: 'Update pricing page', owner: 'Lucía', estimateHours: 2, status: 'To do' },
  { id: 4, title: 'Audit colour contrast', owner: 'Amara', estimateHours: 4, status: 'To do' },
  { id: 5, title: 'Migrate billing webhooks', owner: 'Pieter', estimateHours: 8, status: 'In progress' },
  { id: 6, title: 'Write onboarding e-mails', owner: 'Lucía', estimateHours: 3, status: 'Done' },
  { id: 7, title: 'Profile dashboard queries', owner: 'Jun', estimateHours: 6, status: 'To do' },
  { id: 8, title: 'Rotate API keys', owner: 'Pieter', estimateHours: 1, status: 'Done' },
  { id: 9, title: 'Review accessibility report', owner: 'Amara', estimateHours: 2, status: 'In progress' },
  { id: 10, title: 'Plan Q3 roadmap', owner: 'Lucía', estimateHours: 4, status: 'To do' },
];

export const taskColumns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'estimateHours', headerName: 'Estimate (h)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
];
