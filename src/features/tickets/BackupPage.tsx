import { useState } from 'react';
import { exportTicketRange, parseBackup, ticketsToCsv } from '../../data/tickets';
import { queueWrite } from '../../data/writes';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { localDay } from '../../utils/format';

const DAY_MS = 86_400_000;

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Local midnight of a YYYY-MM-DD day, as an ISO instant. */
const startOf = (day: string) => new Date(`${day}T00:00`).toISOString();

/** Export tickets of a date range (JSON and CSV) and restore a JSON backup. */
export function BackupPage() {
  const [from, setFrom] = useState(() => localDay(new Date(Date.now() - 30 * DAY_MS).toISOString()));
  const [to, setTo] = useState(() => localDay(new Date().toISOString()));
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const exportAs = async (format: 'json' | 'csv') => {
    if (from > to) return setMessage({ kind: 'error', text: 'The first day must come before the last day.' });
    setBusy(true);
    setMessage(null);
    try {
      const toExclusive = new Date(Date.parse(startOf(to)) + DAY_MS).toISOString();
      const backup = await exportTicketRange(startOf(from), toExclusive);
      const name = `lotcrew-tickets-${from}-to-${to}.${format}`;
      if (format === 'json') download(name, 'application/json', `${JSON.stringify(backup, null, 2)}\n`);
      else download(name, 'text/csv', ticketsToCsv(backup.tickets));
      setMessage({ kind: 'success', text: `Exported ${backup.tickets.length} tickets.` });
    } catch {
      setMessage({ kind: 'error', text: 'Backups are made from the server: connect, then export again.' });
    } finally {
      setBusy(false);
    }
  };

  const restore = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    const parsed = parseBackup(await file.text());
    if (!parsed.ok) return setMessage({ kind: 'error', text: parsed.message });
    try {
      for (const ticket of parsed.tickets) await queueWrite('restoreTicket', ticket);
      setMessage({
        kind: 'success',
        text: `Restoring ${parsed.tickets.length} tickets. Tickets already on the server are left as they are.`,
      });
    } catch (cause) {
      setMessage({
        kind: 'error',
        text: cause instanceof Error ? cause.message : 'The backup could not be restored.',
      });
    }
  };

  return (
    <Page title="Ticket backup" subtitle="Tickets created in the chosen days, from the server.">
      {message ? <Alert kind={message.kind}>{message.text}</Alert> : null}
      <div className="filters">
        <Field label="First day" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        <Field label="Last day" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      <div className="modal-actions">
        <Button disabled={busy} onClick={() => void exportAs('json')}>
          Export JSON
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void exportAs('csv')}>
          Export CSV
        </Button>
      </div>
      <h2>Restore</h2>
      <p>Choose a JSON backup made here. Importing the same file twice adds nothing.</p>
      <div className="field">
        <label htmlFor="restore-file">Backup file (JSON)</label>
        <input
          id="restore-file"
          type="file"
          accept="application/json,.json"
          onChange={(event) => {
            void restore(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </Page>
  );
}
