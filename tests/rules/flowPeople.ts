/** The people of the app's flows, shared by flows.rules.test.ts and workFlows.rules.test.ts. */
import { userDoc } from './principals';
import { D1, D2 } from './world';

export const FLOW_PEOPLE = {
  olivia: { ...userDoc('owner', D1) },
  eli: { ...userDoc('employee', D1) },
  lena: { ...userDoc('lotPrep', D1) },
  wes: { ...userDoc('serviceWash', D1), dealerships: [D2] },
  dana: { ...userDoc('dealershipEmployee', D1), dealerships: [D1] },
  marcus: { ...userDoc('dealershipManager', D1), dealerships: [D1] },
  sam: { ...userDoc('dealershipEmployee', D1), dealerships: [D1], visibility: 'Sales' },
  farah: { ...userDoc('dealershipEmployee', D2), dealerships: [D2] },
  sue: userDoc('supplier', D1),
  otto: userDoc('supplier', D1),
  gone: { ...userDoc('employee', D1), active: false },
  nobody: userDoc('noRole', D1),
};
