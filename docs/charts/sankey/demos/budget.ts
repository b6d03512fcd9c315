import type { SankeyLink, SankeyNode } from '@mui/x-charts-pro/SankeyChart';

// Where a household's monthly income goes, in euros.
export const budgetLinks: SankeyLink[] = [
  { source: 'Salary', target: 'Budget', value: 3800 },
  { source: 'Freelance work', target: 'Budget', value: 700 },
  { source: 'Budget', target: 'Housing', value: 1650 },
  { source: 'Budget', target: 'Food', value: 720 },
  { source: 'Budget', target: 'Transport', value: 380 },
  { source: 'Budget', target: 'Leisure', value: 750 },
  { source: 'Budget', target: 'Savings', value: 1000 },
  { source: 'Housing', target: 'Rent', value: 1300 },
  { source: 'Housing', target: 'Energy', value: 220 },
  { source: 'Housing', target: 'Insurance', value: 130 },
  { source: 'Food', target: 'Groceries', value: 540 },
  { source: 'Food', target: 'Eating out', value: 180 },
];

// The same flows with short ids, and nodes that give each id a label and a colour.
export const budgetNodes: SankeyNode[] = [
  { id: 'salary', label: 'Salary', color: '#2e7d32' },
  { id: 'freelance', label: 'Freelance work', color: '#66bb6a' },
  { id: 'budget', label: 'Monthly budget', color: '#546e7a' },
  { id: 'housing', label: 'Housing', color: '#1565c0' },
  { id: 'food', label: 'Food', color: '#ef6c00' },
  { id: 'transport', label: 'Transport', color: '#6a1b9a' },
  { id: 'leisure', label: 'Leisure', color: '#c2185b' },
  { id: 'savings', label: 'Savings', color: '#00838f' },
  { id: 'rent', label: 'Rent', color: '#1976d2' },
  { id: 'energy', label: 'Energy', color: '#42a5f5' },
  { id: 'insurance', label: 'Insurance', color: '#90caf9' },
  { id: 'groceries', label: 'Groceries', color: '#fb8c00' },
  { id: 'eating-out', label: 'Eating out', color: '#ffb74d' },
];

export const budgetIdLinks: SankeyLink[] = [
  { source: 'salary', target: 'budget', value: 3800 },
  { source: 'freelance', target: 'budget', value: 700 },
  { source: 'budget', target: 'housing', value: 1650 },
  { source: 'budget', target: 'food', value: 720 },
  { source: 'budget', target: 'transport', value: 380 },
  { source: 'budget', target: 'leisure', value: 750 },
  { source: 'budget', target: 'savings', value: 1000 },
  { source: 'housing', target: 'rent', value: 1300 },
  { source: 'housing', target: 'energy', value: 220 },
  { source: 'housing', target: 'insurance', value: 130 },
  { source: 'food', target: 'groceries', value: 540 },
  { source: 'food', target: 'eating-out', value: 180 },
];

export const euro = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
