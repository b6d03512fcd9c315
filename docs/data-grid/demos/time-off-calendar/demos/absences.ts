export type AbsenceType = 'vacation' | 'sick' | 'parental' | 'training';

/** One absence: the first and last day of March 2026 it covers, both included. */
export interface Absence {
  type: AbsenceType;
  from: number;
  to: number;
}

export interface Person {
  id: string;
  name: string;
  team: string;
  absences: Absence[];
}

/** A row of the calendar: a person, or the pinned row that counts who is away. */
export type CalendarRow = (Person & { kind: 'person' }) | { kind: 'summary'; id: string; name: string };

/** The calendar shows one fixed month: March 2026 (it starts on a Sunday). */
export const YEAR = 2026;
export const MONTH_INDEX = 2;
export const MONTH_NAME = 'March';
export const DAYS_IN_MONTH = 31;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function weekdayOf(day: number): string {
  return WEEKDAYS[new Date(Date.UTC(YEAR, MONTH_INDEX, day)).getUTCDay()]!;
}

export function isWeekend(day: number): boolean {
  const weekday = new Date(Date.UTC(YEAR, MONTH_INDEX, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Weekdays between two days of the month, both included: the working days an absence costs. */
export function workingDays(from: number, to: number): number {
  let count = 0;
  for (let day = from; day <= to; day += 1) {
    if (!isWeekend(day)) {
      count += 1;
    }
  }
  return count;
}

export const people: Person[] = [
  { id: 'amara', name: 'Amara Okafor', team: 'Design', absences: [{ type: 'vacation', from: 9, to: 13 }] },
  {
    id: 'bruno',
    name: 'Bruno Lindqvist',
    team: 'Engineering',
    absences: [
      { type: 'sick', from: 3, to: 4 },
      { type: 'training', from: 24, to: 25 },
    ],
  },
  { id: 'chen', name: 'Chen Wei', team: 'Engineering', absences: [{ type: 'parental', from: 16, to: 31 }] },
  { id: 'dalia', name: 'Dalia Haddad', team: 'Support', absences: [{ type: 'vacation', from: 19, to: 29 }] },
  {
    id: 'emil',
    name: 'Emil Novak',
    team: 'Engineering',
    absences: [
      { type: 'training', from: 17, to: 19 },
      { type: 'vacation', from: 30, to: 31 },
    ],
  },
  { id: 'fatima', name: 'Fatima Benali', team: 'Design', absences: [{ type: 'sick', from: 11, to: 11 }] },
  {
    id: 'gustavo',
    name: 'Gustavo Reyes',
    team: 'Sales',
    absences: [
      { type: 'vacation', from: 2, to: 6 },
      { type: 'sick', from: 26, to: 27 },
    ],
  },
  { id: 'hana', name: 'Hana Sato', team: 'Sales', absences: [] },
  { id: 'ivo', name: 'Ivo Petrov', team: 'Support', absences: [{ type: 'vacation', from: 16, to: 20 }] },
  {
    id: 'jasmine',
    name: 'Jasmine Clarke',
    team: 'Engineering',
    absences: [
      { type: 'training', from: 10, to: 11 },
      { type: 'vacation', from: 27, to: 27 },
    ],
  },
];

/** The absence that covers a day, if any. */
export function absenceOn(person: Person, day: number): Absence | undefined {
  return person.absences.find((absence) => absence.from <= day && day <= absence.to);
}

/** How many people are away on a day: the pinned row at the bottom of the calendar. */
export function awayOn(day: number): number {
  return people.filter((person) => absenceOn(person, day)).length;
}
