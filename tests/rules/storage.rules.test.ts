import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getBytes, ref, uploadString } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesTestEnvironment, STORAGE_NOT_RUN_REASON, STORAGE_RULES_ENFORCED } from '../support/rulesEnv';

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
});
afterAll(async () => {
  await testEnv.cleanup();
});

describe('storage.rules', () => {
  it.skipIf(!STORAGE_RULES_ENFORCED)(
    STORAGE_RULES_ENFORCED
      ? 'deny by default: a signed-in user can neither upload nor download'
      : `deny by default (${STORAGE_NOT_RUN_REASON})`,
    async () => {
      const storage = testEnv.authenticatedContext('alice').storage();
      await assertFails(uploadString(ref(storage, 'tickets/t1/front.jpg'), 'x'));
      await assertFails(getBytes(ref(storage, 'tickets/t1/front.jpg')));
    },
  );
});
