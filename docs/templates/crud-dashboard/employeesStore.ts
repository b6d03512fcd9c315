/**
 * A pretend server for the employee records: an array in memory behind async methods that answer after
 * a short delay, the way a REST API would. Swap this module for real `fetch` calls and the page stays the same.
 *
 * To see what happens when the server refuses a change, save an employee whose email contains `fail@`
 * (for example `fail@tidewater.example`): the call rejects, the grid puts the row back the way it was and
 * an error message says so.
 */

export const DEPARTMENTS = ['Studio', 'Kiln & Glaze', 'Sales', 'Logistics', 'Finance', 'People'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export interface Employee {
  id: number;
  name: string;
  email: string;
  department: Department;
  role: string;
  /** ISO date, `YYYY-MM-DD`. */
  startDate: string;
  employmentType: EmploymentType;
  active: boolean;
}

/** What the form edits: everything but the id, which the store hands out. */
export type EmployeeDraft = Omit<Employee, 'id'>;

/** The "today" of this page, so the data and the date rules never drift. */
export const TODAY = '2026-03-14';

const SEED: Employee[] = [
  {
    id: 1,
    name: 'Maren Olsen',
    email: 'maren.olsen@tidewater.example',
    department: 'Studio',
    role: 'Head of design',
    startDate: '2017-04-03',
    employmentType: 'Full-time',
    active: true,
  },
  {
    id: 2,
    name: 'Tomás Ferreira',
    email: 'tomas.ferreira@tidewater.example',
    department: 'Kiln & Glaze',
    role: 'Kiln technician',
    startDate: '2019-09-16',
    employmentType: 'Full-time',
    active: true,
  },
  {
    id: 3,
    name: 'Aiko Tanaka',
    email: 'aiko.tanaka@tidewater.example',
    department: 'Studio',
    role: 'Ceramicist',
    startDate: '2021-02-01',
    employmentType: 'Full-time',
    active: true,
  },
  {
    id: 4,
    name: 'Declan Byrne',
    email: 'declan.byrne@tidewater.example',
    department: 'Sales',
    role: 'Wholesale manager',
    startDate: '2018-06-11',
    employmentType: 'Full-time',
    active: true,
  },
  {
    id: 5,
    name: 'Priya Raman',
    email: 'priya.raman@tidewater.example',
    department: 'Finance',
    role: 'Bookkeeper',
    startDate: '2022-01-10',
    employmentType: 'Part-time',
    active: true,
  },
  {
    id: 6,
    name: 'Jonas Weber',
    email: 'jonas.weber@tidewater.example',
    department: 'Logistics',
    role: 'Packing lead',
    startDate: '2020-03-02',
    employmentType: 'Full-time',
    active: true,
  },
  {
    id: 7,
    name: 'Lucía Moreno',
    email: 'lucia.moreno@tidewater.example',
    department: 'Kiln & Glaze',
    role: 'Glaze chemist',
    startDate: '2023-05-22',
    employmentType: 'Contract',
    active: true,
  },
  {
    id: 8,
    name: 'Samuel Okafor',
    email: 'samuel.okafor@tidewater.example',
    department: 'Sales',
    role: 'Shop assistant',
    startDate: '2024-08-19',
    employmentType: 'Part-time',
    active: true,
  },
  {
    id: 9,
    name: 'Hanna Virtanen',
    email: 'hanna.virtanen@tidewater.example',
    department: 'People',
    role: 'People partner',
    startDate: '2019-11-04',
    employmentType: 'Full-time',
    active: false,
  },
  {
    id: 10,
    name: 'Rafael Costa',
    email: 'rafael.costa@tidewater.example',
    department: 'Logistics',
    role: 'Driver',
    startDate: '2025-01-13',
    employmentType: 'Contract',
    active: true,
  },
  {
    id: 11,
    name: 'Elif Demir',
    email: 'elif.demir@tidewater.example',
    department: 'Studio',
    role: 'Mould maker',
    startDate: '2020-10-05',
    employmentType: 'Full-time',
    active: true,
  },
  {
    id: 12,
    name: 'Noah Campbell',
    email: 'noah.campbell@tidewater.example',
    department: 'Sales',
    role: 'Online store lead',
    startDate: '2022-07-25',
    employmentType: 'Full-time',
    active: true,
  },
  {
    id: 13,
    name: 'Ingrid Larsen',
    email: 'ingrid.larsen@tidewater.example',
    department: 'Finance',
    role: 'Controller',
    startDate: '2016-02-15',
    employmentType: 'Full-time',
    active: false,
  },
  {
    id: 14,
    name: 'Kwame Mensah',
    email: 'kwame.mensah@tidewater.example',
    department: 'Kiln & Glaze',
    role: 'Apprentice',
    startDate: '2025-09-01',
    employmentType: 'Full-time',
    active: true,
  },
  {
    id: 15,
    name: 'Chloé Martin',
    email: 'chloe.martin@tidewater.example',
    department: 'Studio',
    role: 'Photographer',
    startDate: '2024-03-04',
    employmentType: 'Contract',
    active: true,
  },
];

/** How long the pretend server takes to answer. */
const LATENCY_MS = 300;

export class StoreError extends Error {}

function respond<T>(work: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error instanceof Error ? error : new StoreError(String(error)));
      }
    }, LATENCY_MS);
  });
}

function checkAccepted(employee: Employee) {
  if (employee.email.toLowerCase().includes('fail@')) {
    throw new StoreError(`The server refused to save ${employee.name}.`);
  }
}

/** The records, as a server would keep them: copies go in and out, never shared objects. */
export class EmployeesStore {
  private records: Employee[];

  private lastId: number;

  constructor(seed: readonly Employee[] = SEED) {
    this.records = seed.map((employee) => ({ ...employee }));
    this.lastId = Math.max(0, ...seed.map((employee) => employee.id));
  }

  /** The next free id. The page asks for it before `create` so the new row can show at once. */
  nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }

  list(): Promise<Employee[]> {
    return respond(() => this.records.map((employee) => ({ ...employee })));
  }

  /** Adds a record; `index` puts it back where it was (used to undo a delete). */
  create(employee: Employee, index?: number): Promise<Employee> {
    return respond(() => {
      checkAccepted(employee);
      if (this.records.some((record) => record.id === employee.id)) {
        throw new StoreError(`Employee ${employee.id} already exists.`);
      }
      const at = index === undefined ? this.records.length : Math.min(index, this.records.length);
      this.records.splice(at, 0, { ...employee });
      return { ...employee };
    });
  }

  update(employee: Employee): Promise<Employee> {
    return respond(() => {
      checkAccepted(employee);
      const at = this.records.findIndex((record) => record.id === employee.id);
      if (at === -1) {
        throw new StoreError(`${employee.name} no longer exists.`);
      }
      this.records[at] = { ...employee };
      return { ...employee };
    });
  }

  remove(id: number): Promise<void> {
    return respond(() => {
      const at = this.records.findIndex((record) => record.id === id);
      if (at === -1) {
        throw new StoreError('This employee was already deleted.');
      }
      this.records.splice(at, 1);
    });
  }
}

/** One store for the page, like one server. */
export const employeesStore = new EmployeesStore();
