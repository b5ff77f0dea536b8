import { weighFromBuild } from './support/buildWeight';
const d = weighFromBuild('/ownerDashboard', 'owner', true);
const s = weighFromBuild('/', 'x', false);
console.log('dashboard', d.gzipBytes, 'signIn', s.gzipBytes);
for (const f of d.files) console.log(f.file, f.gzipBytes);
