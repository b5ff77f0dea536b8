/** The time clock's domain, as screens see it: shifts, hours, flags, timesheets, payroll files, the punch's helpers. */
export * from './clockSkew';
export * from './flags';
export * from './hours';
export * from './payroll';
export * from './position';
export * from './punchPhoto';
export * from './shifts';
export * from './timesheet';
export * from './usePunch';
export * from './writes';
export * from './attestations';
export * from './breaks';
export * from './clockStates';
export * from './usePeopleRules';
