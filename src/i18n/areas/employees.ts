/** The employee overview (issue #19): who works here, who is clocked in, this week's hours and work. */
import { defineArea, type TextArea } from '../area';

const english = {
  'employees.title': 'Employees',
  'employees.week': 'Week of {day}',
  'employees.search': 'Find a person',
  'employees.none': 'Nobody matches.',
  'employees.name': 'Person',
  'employees.role': 'Role',
  'employees.dealerships': 'Dealerships',
  'employees.dealerships.none': 'All (roaming)',
  'employees.status': 'Now',
  'employees.clockedInSince': 'Clocked in since {time}',
  'employees.notClockedIn': 'Not clocked in',
  'employees.inactive': 'Deactivated',
  'employees.hours': 'Hours this week',
  'employees.ticketsDone': 'Tickets done',
  'employees.washes': 'Washes',
  'employees.toResolve': 'To resolve',
  'employees.links': 'Open',
  'employees.time': 'Time',
  'employees.work': 'Tickets',
  'employees.timeOf': 'Time of {name}',
  'employees.workOf': 'Tickets of {name}',
} as const;
export type EmployeesEnglish = typeof english;

export const EMPLOYEE_TEXTS: TextArea<EmployeesEnglish> = defineArea(
  'employees',
  english,
  () => import('./employees.es'),
);
