// `npm run seed`: loads the demo data into running emulators (npm run emulators).
import { emulatorClientEnv } from './emulators/suite.mjs';
import { seedDemo } from './demo/seed';

for (const [name, value] of Object.entries(emulatorClientEnv)) process.env[name] ??= value;
const report = await seedDemo();
console.log(
  `[seed] accounts created: ${report.accountsCreated}; documents created: ${report.documentsCreated}, already there: ${report.documentsExisting}; files uploaded (invoice PDFs, profile photos): ${report.filesUploaded}`,
);
