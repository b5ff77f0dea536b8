import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PATHS } from '../../config/paths';
import { useFormats, useT } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { reportError } from '../../lib/errorReporting';
import { useDealerships } from '../../data/dealerships';
import { useWorkClock } from '../../data/useWorkClock';
import {
  useTicket,
  useTicketLookup,
  ticketActions,
  type TicketAction,
  type TicketLookup,
  moveTicket,
  setTicketNotes,
} from '../../data/tickets';
import { isCrewRole, isOfficeRole, kindsOf, worksAtDealership } from '../../config/roles';
import { useDirectory, usePeople } from '../../data/users';
import { useProfilePhotoUrl } from '../../data/profilePhotos';
import { useTicketSmsAlerts } from '../../data/smsAlerts';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { Field } from '../../ui/Field';
import { Select, TextArea } from '../../ui/Select';
import type { FieldMessage } from './newTicket';
import { TicketPhotos } from './TicketPhotos';
import { useViewer } from '../../data/useViewer';

const STEP_OF: Record<
  Extract<TicketAction, 'claim' | 'start' | 'done'>,
  'assigned' | 'inProgress' | 'done'
> = {
  claim: 'assigned',
  start: 'inProgress',
  done: 'done',
};

/** What the page says while a ticket is not on this phone (issue #36). */
const NOT_HERE: Record<TicketLookup, TicketNotHere> = {
  waiting: 'tickets.view.waitingForSignal',
  asking: 'tickets.view.asking',
  refused: 'tickets.view.refused',
  missing: 'tickets.view.missing',
  failed: 'tickets.view.notHere',
  // The ticket is on the device now: the page draws it at once.
  found: 'tickets.view.asking',
};
type TicketNotHere =
  | 'tickets.view.waitingForSignal'
  | 'tickets.view.asking'
  | 'tickets.view.refused'
  | 'tickets.view.missing'
  | 'tickets.view.notHere';

/** One ticket: the vehicle, where it goes, its timeline, and the steps this person may take. */
export function TicketPage({ ticketId }: { ticketId: string }) {
  const viewer = useViewer();
  const ticket = useTicket(ticketId);
  // Not on this phone (a scanned label, a link): asked of the server once there is signal.
  const lookup = useTicketLookup(ticketId, ticket === null);
  const dealerships = useDealerships();
  // Whose photo this phone can show: everyone's for the office, their staff's for a manager.
  const people = useDirectory();
  const known = new Map((people ?? []).map((person) => [person.uid, person]));
  // The salesperson's text for each step (issue #21): its state, never their number.
  const alertSteps = ticket?.salespersonUid
    ? [...new Set(ticket.history.map((entry) => entry.status).filter((status) => status !== 'open'))]
    : [];
  const alerts = useTicketSmsAlerts(ticketId, alertSteps);
  const [notes, setNotes] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<'common.saveFailed' | FieldMessage | null>(null);
  const [assignee, setAssignee] = useState('');
  const crew = usePeople(isCrewRole);
  const t = useT(WORK_TEXTS, TICKET_TEXTS);
  const formats = useFormats();
  const clock = useWorkClock();

  if (ticket === undefined) return <Page title={t('tickets.view.title')}>{t('spec.loading')}</Page>;
  if (ticket === null || !viewer)
    return (
      <Page title={t('tickets.view.title')}>
        <Alert kind={lookup === 'refused' ? 'error' : 'warning'}>{t(NOT_HERE[lookup ?? 'failed'])}</Alert>
      </Page>
    );

  const actions = ticketActions(ticket, viewer);
  const alertOf = (step: string) => alerts?.find((alert) => alert.step === step)?.state;
  // Every step says who took it, by name and photo, for everyone's timeline.
  const signedBy = { byName: viewer.displayName, ...(viewer.photoPath ? { byPhoto: viewer.photoPath } : {}) };
  const dealership = dealerships?.find((candidate) => candidate.id === ticket.dealershipId);
  const seesPrice = isOfficeRole(viewer.role) || viewer.dealerships.includes(ticket.dealershipId);
  const write = async (run: () => Promise<unknown>) => {
    setError(null);
    try {
      await run();
    } catch (cause) {
      reportError(cause);
      setError('common.saveFailed');
    }
  };
  const step = (action: keyof typeof STEP_OF) =>
    write(() =>
      moveTicket({
        ticketId,
        to: STEP_OF[action],
        at: new Date().toISOString(),
        ...signedBy,
      }),
    );
  const cancel = () =>
    reason.trim() === ''
      ? setError('tickets.view.sayWhy')
      : write(() =>
          moveTicket({
            ticketId,
            to: 'cancelled',
            at: new Date().toISOString(),
            note: reason.trim(),
            ...signedBy,
          }),
        ).then(() => setReason(''));
  // Who can do this kind of work here (service-wash crews: at their dealerships).
  const fitCrew = (crew ?? []).filter(
    (member) => kindsOf(member.role).includes(ticket.kind) && worksAtDealership(member, ticket.dealershipId),
  );
  const assign = () => {
    const member = fitCrew.find((candidate) => candidate.uid === assignee);
    if (!member) {
      setError('tickets.view.chooseWho');
      return;
    }
    void write(() =>
      moveTicket({
        ticketId,
        to: 'assigned',
        assigneeUid: member.uid,
        at: new Date().toISOString(),
        note: t('tickets.view.assignedNote', { name: member.name }),
        ...signedBy,
      }),
    ).then(() => setAssignee(''));
  };
  const { vehicle } = ticket;

  return (
    <Page
      title={`${vehicle.stock} · ${vehicle.year} ${vehicle.make} ${vehicle.model}`}
      subtitle={[
        t(`kind.${ticket.kind}`),
        t(`status.${ticket.status}`),
        ...(ticket.priority === 'high' ? [t('tickets.view.highPriority')] : []),
      ].join(' · ')}
    >
      {error ? <Alert kind="error">{t(error)}</Alert> : null}
      <dl className="card">
        <dt>{t('tickets.view.dealership')}</dt>
        <dd>{dealership?.name ?? ticket.dealershipId}</dd>
        <dt>{t('tickets.view.fromTo')}</dt>
        <dd>
          {ticket.from || '—'} → {ticket.to || '—'}
        </dd>
        <dt>{t('tickets.view.due')}</dt>
        <dd>{formats.zoned(ticket.dueAt, clock.zoneOf(ticket.dealershipId), 'stamp')}</dd>
        <dt>{t('tickets.view.vinColour')}</dt>
        <dd>
          {vehicle.vin || t('tickets.view.vinNotGiven')} · {vehicle.color || '—'}
        </dd>
        {seesPrice ? (
          <>
            <dt>{t('tickets.view.price')}</dt>
            <dd>{formats.cents(ticket.priceCents)}</dd>
          </>
        ) : null}
      </dl>

      <div className="modal-actions" data-testid="ticket-actions">
        <Link to={PATHS.ticketLabel} params={{ ticketId }}>
          {t('tickets.view.label')}
        </Link>
        {actions.includes('edit') ? (
          <Link to={PATHS.ticketEdit} params={{ ticketId }}>
            {t('tickets.view.edit')}
          </Link>
        ) : null}
        {(['claim', 'start', 'done'] as const)
          .filter((action) => actions.includes(action))
          .map((action) => (
            <Button key={action} onClick={() => void step(action)}>
              {t(`tickets.step.${action}`)}
            </Button>
          ))}
      </div>
      {actions.includes('assign') ? (
        <div className="card">
          <Select
            label={t(ticket.assigneeUid ? 'tickets.view.reassignTo' : 'tickets.view.assignTo')}
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
            options={[
              { value: '', label: t('tickets.view.chooseCrew') },
              ...fitCrew
                .filter((member) => member.uid !== ticket.assigneeUid)
                .map((member) => ({ value: member.uid, label: member.name })),
            ]}
          />
          <Button onClick={assign}>
            {t(ticket.assigneeUid ? 'tickets.view.reassign' : 'tickets.view.assign')}
          </Button>
        </div>
      ) : null}
      {actions.includes('cancel') ? (
        <div className="card">
          <Field
            label={t('tickets.view.reason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button variant="secondary" onClick={() => void cancel()}>
            {t('tickets.view.cancel')}
          </Button>
        </div>
      ) : null}

      <h2>{t('tickets.view.timeline')}</h2>
      <ol className="timeline" aria-label={t('tickets.view.timeline')}>
        {ticket.history.map((entry, index) => {
          // Older steps carry no name or photo; the phone's copy of the team fills them in.
          const signer = entry.byName ?? known.get(entry.by)?.name ?? t('tickets.view.staff');
          const mine = entry.by === viewer.uid;
          return (
            <li key={`${entry.at}-${index}`}>
              <strong>{t(`status.${entry.status}`)}</strong> ·{' '}
              {formats.zoned(entry.at, clock.zoneOf(ticket.dealershipId), 'stamp')} ·{' '}
              <StepPhoto
                photoPath={entry.byPhoto ?? known.get(entry.by)?.photoPath ?? null}
                name={mine ? viewer.displayName : signer}
              />{' '}
              {mine ? t('tickets.view.you') : signer}
              {entry.note ? <p>{entry.note}</p> : null}
              {/* One request per status: shown on the step that first reached it. */}
              {alertOf(entry.status) &&
              ticket.history.findIndex((step) => step.status === entry.status) === index ? (
                <p className="muted" data-testid="sms-alert">
                  {t('tickets.view.smsAlert', { state: t(`smsState.${alertOf(entry.status) ?? 'pending'}`) })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>

      <TicketPhotos ticket={ticket} mayTake={actions.includes('photos')} />

      <h2>{t('tickets.view.notes')}</h2>
      {actions.includes('notes') ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (notes === null) return;
            void write(() => setTicketNotes({ ticketId, notes, at: new Date().toISOString() })).then(() =>
              setNotes(null),
            );
          }}
        >
          <TextArea
            label={t('tickets.view.notes')}
            rows={4}
            maxLength={4000}
            value={notes ?? ticket.notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <Button type="submit" disabled={notes === null}>
            {t('tickets.view.saveNotes')}
          </Button>
        </form>
      ) : (
        <p>{ticket.notes || t('tickets.view.noNotes')}</p>
      )}
    </Page>
  );
}

/** The photo of whoever took a step, when this phone knows it (issue #20); nothing otherwise. */
function StepPhoto({ photoPath, name }: { photoPath: string | null; name: string }) {
  const url = useProfilePhotoUrl(null, photoPath);
  return url ? <img className="nav-avatar" src={url} alt={name} data-testid="step-photo" /> : null;
}
