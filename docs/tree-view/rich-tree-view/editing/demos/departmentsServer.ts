// A fake server kept in memory: it answers after a short delay and remembers renames.
export interface DepartmentItem {
  id: string;
  label: string;
  childrenCount: number;
}

const database: Record<string, DepartmentItem[]> = {
  root: [
    { id: 'sales', label: 'Sales', childrenCount: 2 },
    { id: 'engineering', label: 'Engineering', childrenCount: 3 },
  ],
  sales: [
    { id: 'sales-emea', label: 'EMEA accounts', childrenCount: 0 },
    { id: 'sales-apac', label: 'APAC accounts', childrenCount: 0 },
  ],
  engineering: [
    { id: 'engineering-web', label: 'Web platform', childrenCount: 0 },
    { id: 'engineering-mobile', label: 'Mobile apps', childrenCount: 0 },
    { id: 'engineering-data', label: 'Data', childrenCount: 0 },
  ],
};

export function fetchDepartments(parentId?: string): Promise<DepartmentItem[]> {
  const children = database[parentId ?? 'root'] ?? [];
  // Copies, so that the tree never holds the server's own objects.
  const response = children.map((item) => ({ ...item }));
  return new Promise((resolve) => {
    setTimeout(() => resolve(response), 400);
  });
}

export function renameDepartment(itemId: string, label: string) {
  Object.values(database).forEach((children) => {
    const item = children.find((child) => child.id === itemId);
    if (item) {
      item.label = label;
    }
  });
}
