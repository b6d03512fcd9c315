import {
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';

// A pretend REST endpoint, GET /api/parcels, that runs in the browser.
// It reads its query string like a real server would:
//   offset, limit          which rows (0-based offset)
//   sort=field:asc|desc    repeated, in order of priority
//   q=word                 repeated, every word must appear in the row
//   field[operator]=value  one per filter item, e.g. status[is]=Pending
// and answers after 600 ms with { items, total }.

export interface Parcel {
  id: string;
  recipient: string;
  city: string;
  weightKg: number;
  status: 'Pending' | 'In transit' | 'Delivered';
}

const names = [
  'Ada Moreau',
  'Bruno Silva',
  'Chiara Novak',
  'Dmitri Okafor',
  'Esme Larsen',
  'Farid Rossi',
  'Greta Haddad',
];
const cities = ['Lisbon', 'Lyon', 'Porto', 'Ghent', 'Turin'];
const statuses: Parcel['status'][] = ['Delivered', 'In transit', 'Pending'];

function pick<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) {
    throw new Error('Empty list');
  }
  return value;
}

function makeParcel(index: number): Parcel {
  return {
    id: `PCL-${301 + index}`,
    recipient: pick(names, index * 3),
    city: pick(cities, index * 2),
    weightKg: Math.round((0.5 + ((index * 29) % 90) / 10) * 10) / 10,
    status: pick(statuses, index),
  };
}

const table: Parcel[] = Array.from({ length: 40 }, (_, index) => makeParcel(index));

// The filter operators this endpoint understands. The columns offer only
// these, so the reader cannot build a filter that the server refuses.
const supportedOperators = ['contains', 'equals', 'startsWith', 'is', '=', '>', '<'];
function onlySupported<Operator extends GridFilterOperator>(operators: Operator[]): Operator[] {
  return operators.filter((operator) => supportedOperators.includes(operator.value));
}
const textOperators = onlySupported(getGridStringOperators());

export const parcelColumns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 100, filterOperators: textOperators },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 130, filterOperators: textOperators },
  { field: 'city', headerName: 'City', width: 100, filterOperators: textOperators },
  {
    field: 'weightKg',
    headerName: 'Weight (kg)',
    type: 'number',
    width: 110,
    filterOperators: onlySupported(getGridNumericOperators()),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'In transit', 'Delivered'],
    width: 120,
    filterOperators: onlySupported(getGridSingleSelectOperators()),
  },
];

/** Someone else adds a parcel on the server; open grids do not know yet. */
export function addParcelOnServer(): Parcel {
  const parcel = makeParcel(table.length);
  table.unshift(parcel);
  return parcel;
}

type Field = keyof Parcel;
const fields: Field[] = ['id', 'recipient', 'city', 'weightKg', 'status'];

function matches(row: Parcel, field: Field, operator: string, value: string) {
  const cell = String(row[field]).toLowerCase();
  const wanted = value.toLowerCase();
  switch (operator) {
    case 'contains':
      return cell.includes(wanted);
    case 'equals':
    case 'is':
      return cell === wanted;
    case 'startsWith':
      return cell.startsWith(wanted);
    case '=':
      return Number(row[field]) === Number(value);
    case '>':
      return Number(row[field]) > Number(value);
    case '<':
      return Number(row[field]) < Number(value);
    default:
      throw new Error(`400 Bad Request: unknown operator ${operator}`);
  }
}

export function getParcels(url: string): Promise<{ items: Parcel[]; total: number }> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        const query = new URL(url, 'https://shop.example').searchParams;
        let rows = [...table];
        query.forEach((value, key) => {
          const filter = /^(\w+)\[(.+)\]$/.exec(key);
          if (filter && fields.includes(filter[1] as Field)) {
            rows = rows.filter((row) => matches(row, filter[1] as Field, filter[2] ?? '', value));
          }
        });
        query.getAll('q').forEach((word) => {
          rows = rows.filter((row) =>
            fields.some((field) => String(row[field]).toLowerCase().includes(word.toLowerCase())),
          );
        });
        const sorts = query.getAll('sort').map((item) => item.split(':') as [Field, 'asc' | 'desc']);
        rows.sort((a, b) => {
          for (const [field, direction] of sorts) {
            const result =
              field === 'weightKg' ? a.weightKg - b.weightKg : String(a[field]).localeCompare(String(b[field]));
            if (result !== 0) {
              return direction === 'desc' ? -result : result;
            }
          }
          return 0;
        });
        const offset = Number(query.get('offset') ?? 0);
        const limit = Number(query.get('limit') ?? 20);
        resolve({ items: rows.slice(offset, offset + limit), total: rows.length });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, 600);
  });
}
