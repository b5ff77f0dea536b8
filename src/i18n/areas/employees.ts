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
  'employees.lastSynced': 'Phone last synced',
  'employees.lastSynced.never': 'Never',
  'employees.hours': 'Hours this week',
  'employees.ticketsDone': 'Tickets done',
  'employees.washes': 'Washes',
  'employees.toResolve': 'To resolve',
  'employees.rate': 'Pay rate',
  'employees.rate.value': '{amount} an hour',
  'employees.rate.none': 'Not set',
  'employees.rate.change': 'Change',
  'employees.rate.changeFor': 'Change the pay rate of {name}',
  'employees.rate.new': 'New hourly rate ($)',
  'employees.rate.from': 'From',
  'employees.rate.save': 'Save rate',
  'employees.rate.cancel': 'Cancel',
  'employees.rate.invalid': 'Enter a rate in dollars and cents, more than 0 and at most {max}.',
  'employees.rate.dayNeeded': 'Choose the day the rate starts.',
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
