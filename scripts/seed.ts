// `npm run seed`: loads the demo data into running emulators (npm run emulators).
import { emulatorClientEnv } from './emulators/suite.mjs';
// `npm run seed -- --scale N` adds N months of a real business's work (issue #33) after it.
import { seedDemo } from './demo/seed';
import { seedScale } from './demo/scaleSeed';

for (const [name, value] of Object.entries(emulatorClientEnv)) process.env[name] ??= value;
const scaleAt = process.argv.indexOf('--scale');
const months = scaleAt >= 0 ? Number(process.argv[scaleAt + 1]) : 0;
if (!Number.isInteger(months) || months < 0) {
  console.error('[seed] --scale takes a whole number of months, e.g. --scale 1');
  process.exit(2);
}
const report = await seedDemo();
console.log(
  `[seed] accounts created: ${report.accountsCreated}; documents created: ${report.documentsCreated}, already there: ${report.documentsExisting}; files uploaded (invoice PDFs, profile photos): ${report.filesUploaded}`,
);
if (months > 0) {
  const scale = await seedScale(months);
  console.log(
    scale.alreadyThere
      ? `[seed] ${months}× scale: already there`
      : `[seed] ${months}× scale: ${scale.people} people, ${scale.tickets} tickets, ${scale.washLogs} washes, ${scale.timePunches} punches, ${scale.payRates} pay rates in ${scale.seconds} s`,
  );
}
