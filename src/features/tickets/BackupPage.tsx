import { useState } from 'react';
import {
  exportTicketRange,
  parseBackup,
  ticketsToCsv,
  vehicleIssueKnown,
  type BackupProblem,
  restoreTickets,
} from '../../data/tickets';
import { useT, type MessageKey, type Translate } from '../../i18n';
import { BACKUP_TEXTS, type BackupEnglish } from '../../i18n/areas/backup';
import { TICKET_TEXTS, type TicketsEnglish } from '../../i18n/areas/tickets';
import { reportError } from '../../lib/errorReporting';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { downloadFile } from '../../ui/download';
import { Page } from '../../ui/Page';
import { dayKey, deviceTimeZone } from '../../utils/zonedTime';
import { DAY_MS } from '../../utils/duration';

/** Local midnight of a YYYY-MM-DD day, as an ISO instant. */
const startOf = (day: string) => new Date(`${day}T00:00`).toISOString();

/** A restore's problem in words; a vehicle check is said in the person's language. */
function problemText(
  problem: BackupProblem,
  t: Translate<MessageKey | keyof TicketsEnglish | keyof BackupEnglish>,
): string {
  switch (problem.kind) {
    case 'notJson':
      return t('backup.notJson');
    case 'wrongFormat':
      return t('backup.wrongFormat');
    case 'invalidTicket': {
      const known = vehicleIssueKnown(problem.detail);
      return t('backup.invalidTicket', {
        number: problem.number,
        field: problem.field,
        detail: known ? t(known) : problem.detail,
      });
    }
  }
}

/** Export tickets of a date range (JSON and CSV) and restore a JSON backup. */
export function BackupPage() {
  const [from, setFrom] = useState(() => dayKey(Date.now() - 30 * DAY_MS, deviceTimeZone()));
  const [to, setTo] = useState(() => dayKey(Date.now(), deviceTimeZone()));
  const [message, setMessage] = useState<{ kind: 'error' | 'success' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT(TICKET_TEXTS, BACKUP_TEXTS);

  const exportAs = async (format: 'json' | 'csv') => {
    if (from > to) return setMessage({ kind: 'error', text: t('backup.daysOrder') });
    setBusy(true);
    setMessage(null);
    try {
      const toExclusive = new Date(Date.parse(startOf(to)) + DAY_MS).toISOString();
      const backup = await exportTicketRange(startOf(from), toExclusive);
      const name = `lotcrew-tickets-${from}-to-${to}.${format}`;
      if (format === 'json') downloadFile(name, `${JSON.stringify(backup, null, 2)}\n`, 'application/json');
      else downloadFile(name, ticketsToCsv(backup.tickets), 'text/csv');
      setMessage({ kind: 'success', text: t('backup.exported', { count: backup.tickets.length }) });
    } catch {
      setMessage({ kind: 'error', text: t('backup.needsServer') });
    } finally {
      setBusy(false);
    }
  };

  const restore = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    const parsed = parseBackup(await file.text());
    if (!parsed.ok) return setMessage({ kind: 'error', text: problemText(parsed.problem, t) });
    const count = parsed.tickets.length;
    // A month of a business is thousands of tickets: say how far the queuing has got.
    const queuing = (done: number) =>
      setMessage({ kind: 'info', text: t('backup.queuing', { done, count }) });
    setBusy(true);
    queuing(0);
    try {
      await restoreTickets(parsed.tickets, queuing);
      setMessage({ kind: 'success', text: t('backup.restoring', { count }) });
    } catch (cause) {
      reportError(cause);
      setMessage({ kind: 'error', text: t('backup.restoreFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('backup.title')} subtitle={t('backup.subtitle')}>
      {message ? <Alert kind={message.kind}>{message.text}</Alert> : null}
      <div className="filters">
        <Field
          label={t('backup.firstDay')}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <Field
          label={t('backup.lastDay')}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div className="modal-actions">
        <Button disabled={busy} onClick={() => void exportAs('json')}>
          {t('backup.exportJson')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void exportAs('csv')}>
          {t('backup.exportCsv')}
        </Button>
      </div>
      <h2>{t('backup.restore')}</h2>
      <p>{t('backup.restoreHelp')}</p>
      <div className="field">
        <label htmlFor="restore-file">{t('backup.file')}</label>
        <input
          id="restore-file"
          type="file"
          accept="application/json,.json"
          disabled={busy}
          onChange={(event) => {
            void restore(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </Page>
  );
}
