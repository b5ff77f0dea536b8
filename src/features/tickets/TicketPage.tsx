import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PATHS } from '../../config/paths';
import { APP_TEXTS, SPEC_TEXTS } from '../../config/texts';
import {
  useCrewMembers,
  useDealerships,
  useTicket,
  ticketActions,
  type TicketAction,
  KIND_LABELS,
  STATUS_LABELS,
} from '../../data/tickets';
import { kindsOf } from '../../config/roles';
import { queueWrite } from '../../data/writes';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { Field } from '../../ui/Field';
import { Select, TextArea } from '../../ui/Select';
import { formatCents, formatWhen } from '../../utils/format';
import { TicketPhotos } from './TicketPhotos';
import { useViewer } from './useViewer';

const STEP_OF: Record<
  Extract<TicketAction, 'claim' | 'start' | 'done'>,
  'assigned' | 'inProgress' | 'done'
> = {
  claim: 'assigned',
  start: 'inProgress',
  done: 'done',
};
const STEP_BUTTONS: Record<keyof typeof STEP_OF, string> = {
  claim: 'Claim',
  start: 'Start',
  done: 'Mark done',
};

/** One ticket: the vehicle, where it goes, its timeline, and the steps this person may take. */
export function TicketPage({ ticketId }: { ticketId: string }) {
  const viewer = useViewer();
  const ticket = useTicket(ticketId);
  const dealerships = useDealerships();
  const [notes, setNotes] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [assignee, setAssignee] = useState('');
  const crew = useCrewMembers();

  if (ticket === undefined) return <Page title="Ticket">{SPEC_TEXTS.loading}</Page>;
  if (ticket === null || !viewer)
    return (
      <Page title="Ticket">
        <Alert kind="warning">
          This ticket is not on this phone. Open it once with signal, or check the link.
        </Alert>
      </Page>
    );

  const actions = ticketActions(ticket, viewer);
  const dealership = dealerships?.find((candidate) => candidate.id === ticket.dealershipId);
  const seesPrice =
    viewer.role === 'owner' || viewer.role === 'admin' || viewer.dealerships.includes(ticket.dealershipId);
  const write = async (run: () => Promise<unknown>) => {
    setError(null);
    try {
      await run();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : APP_TEXTS.saveFailed);
    }
  };
  const step = (action: keyof typeof STEP_OF) =>
    write(() =>
      queueWrite('moveTicket', {
        ticketId,
        to: STEP_OF[action],
        at: new Date().toISOString(),
        byName: viewer.displayName,
      }),
    );
  const cancel = () =>
    reason.trim() === ''
      ? setError('Say why the ticket is cancelled.')
      : write(() =>
          queueWrite('moveTicket', {
            ticketId,
            to: 'cancelled',
            at: new Date().toISOString(),
            note: reason.trim(),
            byName: viewer.displayName,
          }),
        ).then(() => setReason(''));
  // Who can do this kind of work here (service-wash crews: at their dealerships).
  const fitCrew = (crew ?? []).filter(
    (member) =>
      kindsOf(member.role).includes(ticket.kind) &&
      (member.role !== 'serviceWash' || member.dealerships.includes(ticket.dealershipId)),
  );
  const assign = () => {
    const member = fitCrew.find((candidate) => candidate.uid === assignee);
    if (!member) {
      setError('Choose who does this work.');
      return;
    }
    void write(() =>
      queueWrite('moveTicket', {
        ticketId,
        to: 'assigned',
        assigneeUid: member.uid,
        at: new Date().toISOString(),
        note: `To ${member.name}`,
        byName: viewer.displayName,
      }),
    ).then(() => setAssignee(''));
  };
  const { vehicle } = ticket;

  return (
    <Page
      title={`${vehicle.stock} · ${vehicle.year} ${vehicle.make} ${vehicle.model}`}
      subtitle={`${KIND_LABELS[ticket.kind]} · ${STATUS_LABELS[ticket.status]}${ticket.priority === 'high' ? ' · High priority' : ''}`}
    >
      {error ? <Alert kind="error">{error}</Alert> : null}
      <dl className="card">
        <dt>Dealership</dt>
        <dd>{dealership?.name ?? ticket.dealershipId}</dd>
        <dt>From → to</dt>
        <dd>
          {ticket.from || '—'} → {ticket.to || '—'}
        </dd>
        <dt>Due</dt>
        <dd>{formatWhen(ticket.dueAt)}</dd>
        <dt>VIN · colour</dt>
        <dd>
          {vehicle.vin || 'not given'} · {vehicle.color || '—'}
        </dd>
        {seesPrice ? (
          <>
            <dt>Price</dt>
            <dd>{formatCents(ticket.priceCents)}</dd>
          </>
        ) : null}
      </dl>

      <div className="modal-actions" data-testid="ticket-actions">
        {actions.includes('edit') ? (
          <Link to={PATHS.ticketEdit} params={{ ticketId }}>
            Edit details
          </Link>
        ) : null}
        {(['claim', 'start', 'done'] as const)
          .filter((action) => actions.includes(action))
          .map((action) => (
            <Button key={action} onClick={() => void step(action)}>
              {STEP_BUTTONS[action]}
            </Button>
          ))}
      </div>
      {actions.includes('assign') ? (
        <div className="card">
          <Select
            label={ticket.assigneeUid ? 'Reassign to' : 'Assign to'}
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
            options={[
              { value: '', label: 'Choose a crew member…' },
              ...fitCrew
                .filter((member) => member.uid !== ticket.assigneeUid)
                .map((member) => ({ value: member.uid, label: member.name })),
            ]}
          />
          <Button onClick={assign}>{ticket.assigneeUid ? 'Reassign' : 'Assign'}</Button>
        </div>
      ) : null}
      {actions.includes('cancel') ? (
        <div className="card">
          <Field
            label="Reason for cancelling"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button variant="secondary" onClick={() => void cancel()}>
            Cancel ticket
          </Button>
        </div>
      ) : null}

      <h2>Timeline</h2>
      <ol className="timeline" aria-label="Timeline">
        {ticket.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <strong>{STATUS_LABELS[entry.status]}</strong> · {formatWhen(entry.at)} ·{' '}
            {entry.by === viewer.uid ? 'you' : (entry.byName ?? 'staff')}
            {entry.note ? <p>{entry.note}</p> : null}
          </li>
        ))}
      </ol>

      <TicketPhotos ticket={ticket} mayTake={actions.includes('photos')} />

      <h2>Notes</h2>
      {actions.includes('notes') ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (notes === null) return;
            void write(() =>
              queueWrite('setTicketNotes', { ticketId, notes, at: new Date().toISOString() }),
            ).then(() => setNotes(null));
          }}
        >
          <TextArea
            label="Notes"
            rows={4}
            maxLength={4000}
            value={notes ?? ticket.notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <Button type="submit" disabled={notes === null}>
            Save notes
          </Button>
        </form>
      ) : (
        <p>{ticket.notes || 'No notes.'}</p>
      )}
    </Page>
  );
}
