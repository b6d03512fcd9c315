import * as React from 'react';
import { employeesStore, type Employee } from './employeesStore';

/**
 * One change to the list, with everything needed to undo it: a created row and where it went, a row before
 * and after an edit, a deleted row and where it was.
 */
export type EmployeeChange =
  | { kind: 'create'; employee: Employee; index: number }
  | { kind: 'update'; before: Employee; after: Employee }
  | { kind: 'delete'; employee: Employee; index: number };

export interface Notice {
  /** A new key per message, so a new message replaces the one on screen. */
  key: number;
  severity: 'success' | 'error';
  message: string;
  /** The change that takes this one back, if the message offers "Undo". */
  undo?: EmployeeChange;
}

/** The change that cancels `change` out. */
function invert(change: EmployeeChange): EmployeeChange {
  switch (change.kind) {
    case 'create':
      return { kind: 'delete', employee: change.employee, index: change.index };
    case 'delete':
      return { kind: 'create', employee: change.employee, index: change.index };
    default:
      return { kind: 'update', before: change.after, after: change.before };
  }
}

/** The rows with `change` applied (what the grid shows before the server has answered). */
function applyChange(rows: Employee[], change: EmployeeChange): Employee[] {
  switch (change.kind) {
    case 'create': {
      if (rows.some((row) => row.id === change.employee.id)) {
        return rows;
      }
      const next = [...rows];
      next.splice(Math.min(change.index, next.length), 0, change.employee);
      return next;
    }
    case 'delete':
      return rows.filter((row) => row.id !== change.employee.id);
    default:
      return rows.map((row) => (row.id === change.after.id ? change.after : row));
  }
}

/** Sends a change to the store. */
function send(change: EmployeeChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return employeesStore.create(change.employee, change.index);
    case 'delete':
      return employeesStore.remove(change.employee.id);
    default:
      return employeesStore.update(change.after);
  }
}

function changedId(change: EmployeeChange): number {
  return change.kind === 'update' ? change.after.id : change.employee.id;
}

const DONE: Record<EmployeeChange['kind'], string> = {
  create: 'Employee added',
  update: 'Changes saved',
  delete: 'Employee deleted',
};

const UNDONE: Record<EmployeeChange['kind'], string> = {
  // The undo of a create is a delete, and so on: named by what the reader did first.
  delete: 'New employee removed',
  update: 'Changes reverted',
  create: 'Employee restored',
};

/**
 * The employee list with optimistic updates: every change shows in the grid at once, then goes to the
 * store; if the store refuses, the change is taken back and an error message says so. Each confirmed
 * change comes with a message whose "Undo" sends the opposite change the same way.
 */
export function useEmployees() {
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [pendingIds, setPendingIds] = React.useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = React.useState<Notice | null>(null);
  // Kept apart from the notice so the message stays readable while its snackbar slides out.
  const [noticeOpen, setNoticeOpen] = React.useState(false);
  const noticeKey = React.useRef(0);

  React.useEffect(() => {
    let ignore = false;
    void employeesStore.list().then((employees) => {
      if (!ignore) {
        setRows(employees);
        setLoading(false);
      }
    });
    return () => {
      ignore = true;
    };
  }, []);

  const notify = React.useCallback((next: Omit<Notice, 'key'>) => {
    noticeKey.current += 1;
    setNotice({ ...next, key: noticeKey.current });
    setNoticeOpen(true);
  }, []);

  const setPending = React.useCallback((id: number, pending: boolean) => {
    setPendingIds((ids) => {
      const next = new Set(ids);
      if (pending) {
        next.add(id);
      } else {
        next.delete(id);
      }
      return next;
    });
  }, []);

  const commit = React.useCallback(
    async (change: EmployeeChange, isUndo = false) => {
      const id = changedId(change);
      setRows((current) => applyChange(current, change));
      setPending(id, true);
      try {
        await send(change);
        notify(
          isUndo
            ? { severity: 'success', message: UNDONE[change.kind] }
            : { severity: 'success', message: DONE[change.kind], undo: invert(change) },
        );
      } catch (error) {
        setRows((current) => applyChange(current, invert(change)));
        const reason = error instanceof Error ? error.message : 'The server did not answer.';
        notify({ severity: 'error', message: `${reason} Nothing was changed.` });
      } finally {
        setPending(id, false);
      }
    },
    [notify, setPending],
  );

  const actions = React.useMemo(
    () => ({
      /** New employees go to the top of the list, where the reader sees them. */
      create: (draft: Omit<Employee, 'id'>) => {
        void commit({ kind: 'create', employee: { ...draft, id: employeesStore.nextId() }, index: 0 });
      },
      update: (before: Employee, after: Employee) => {
        void commit({ kind: 'update', before, after });
      },
      remove: (employee: Employee) => {
        const index = rows.findIndex((row) => row.id === employee.id);
        void commit({ kind: 'delete', employee, index: Math.max(index, 0) });
      },
      undo: (change: EmployeeChange) => {
        void commit(change, true);
      },
      dismissNotice: () => setNoticeOpen(false),
    }),
    [commit, rows],
  );

  return { rows, loading, pendingIds, notice, noticeOpen, ...actions };
}
