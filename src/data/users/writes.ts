/** A person's own settings and the office's changes to people, as writes a screen makes by name. */
import { namedWritesOf } from '../outbox/queueWrite';
import type { ACCESS_MUTATORS } from './accessMutators';
import type { USER_MUTATORS } from './mutators';

export const { setDisplayName, setLegalName, updatePhone, setLanguage, recordSmsConsent } = namedWritesOf<
  typeof USER_MUTATORS
>()('setDisplayName', 'setLegalName', 'updatePhone', 'setLanguage', 'recordSmsConsent');

export const { changeAccess, createInvite, extendInvite, revokeInvite, setPayrollIdentity } = namedWritesOf<
  typeof ACCESS_MUTATORS
>()('changeAccess', 'createInvite', 'extendInvite', 'revokeInvite', 'setPayrollIdentity');
