/** The eleven roles of the product spec (§1, §6), spelled as stored in users/{uid}.role. */
export const ROLES = [
  'admin',
  'owner',
  'employee',
  'lotPrep',
  'dealershipEmployee',
  'photos',
  'dealershipManager',
  'serviceWash',
  'dealershipSupervisor',
  'clockOnlyEmployee',
  'supplier',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles that only make sense with at least one assigned dealership (spec §6). */
export const ROLES_NEEDING_DEALERSHIPS: readonly Role[] = [
  'dealershipManager',
  'serviceWash',
  'dealershipSupervisor',
];

/** Human names for the UI. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  owner: 'Owner',
  employee: 'Employee',
  lotPrep: 'Lot prep',
  dealershipEmployee: 'Dealership employee',
  photos: 'Photos',
  dealershipManager: 'Dealership manager',
  serviceWash: 'Service wash',
  dealershipSupervisor: 'Dealership supervisor',
  clockOnlyEmployee: 'Clock-in/out only',
  supplier: 'Supplier',
};
