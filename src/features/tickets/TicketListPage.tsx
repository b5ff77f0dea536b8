import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { PATHS } from '../../config/paths';
import { rolesWhoMay } from '../../config/access';
import { useConnection } from '../../data/connection';
import { TICKET_KINDS, TICKET_STATUSES } from '../../data/model';
import { useMirrorSyncedAt } from '../../data/mirror';
import { useDealerships, useTickets, KIND_LABELS, STATUS_LABELS } from '../../data/tickets';
import { Page } from '../../ui/Page';
import { Select } from '../../ui/Select';
import { VirtualList } from '../../ui/VirtualList';
import { formatsFor, freshnessText, translatorFor } from '../../i18n';
import { formatWhen, localDay } from '../../utils/format';
import { DEFAULT_FILTERS, filterTickets, type TicketFilters } from './ticketFilters';
import { useViewer } from './useViewer';

/** Two lines of text and padding: every row is this tall. */
const ROW_HEIGHT_PX = 64;
/** Who may request work: the same access-table line /ticket/new's guard reads. */
const TICKET_REQUESTERS = rolesWhoMay('tickets', 'create');

export function TicketListPage() {
  const viewer = useViewer();
  const tickets = useTickets();
  const dealerships = useDealerships();
  const syncedAt = useMirrorSyncedAt();
  const { status } = useConnection();
  const [filters, setFilters] = useState<TicketFilters>(DEFAULT_FILTERS);
  const names = useMemo(
    () => new Map((dealerships ?? []).map((dealership) => [dealership.id, dealership.name])),
    [dealerships],
  );
  const shown = useMemo(
    () => (tickets && viewer ? filterTickets(tickets, filters, viewer.uid) : []),
    [tickets, filters, viewer],
  );
  const set =
    <Key extends keyof TicketFilters>(key: Key) =>
    (event: { target: { value: string } }) =>
      setFilters((current) => ({ ...current, [key]: event.target.value as TicketFilters[Key] }));

  return (
    <Page
      title="Tickets"
      subtitle={freshnessText(
        syncedAt ?? null,
        status === 'connected',
        new Date(),
        translatorFor('en'),
        formatsFor('en'),
      )}
      actions={
        viewer && TICKET_REQUESTERS.includes(viewer.role) ? (
          <Link to={PATHS.ticketNew}>New ticket</Link>
        ) : null
      }
    >
      <form className="filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Status"
          value={filters.status}
          onChange={set('status')}
          options={[
            { value: 'active', label: 'Not finished' },
            { value: 'all', label: 'All' },
            ...TICKET_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          ]}
        />
        <Select
          label="Kind"
          value={filters.kind}
          onChange={set('kind')}
          options={[
            { value: 'all', label: 'All' },
            ...TICKET_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
          ]}
        />
        <Select
          label="Dealership"
          value={filters.dealershipId}
          onChange={set('dealershipId')}
          options={[
            { value: 'all', label: 'All' },
            ...[...names].map(([value, label]) => ({ value, label })),
          ]}
        />
        <Select
          label="Assignee"
          value={filters.assignee}
          onChange={set('assignee')}
          options={[
            { value: 'anyone', label: 'Anyone' },
            { value: 'me', label: 'Me' },
            { value: 'unassigned', label: 'Nobody yet' },
          ]}
        />
        <div className="field">
          <label htmlFor="due-on">Due on</label>
          <input
            id="due-on"
            type="date"
            value={filters.dueOn === 'any' ? '' : filters.dueOn}
            onChange={(event) =>
              setFilters((current) => ({
                ...current,
                dueOn: event.target.value === '' ? 'any' : event.target.value,
              }))
            }
          />
        </div>
        <Select
          label="Order"
          value={filters.sort}
          onChange={set('sort')}
          options={[
            { value: 'due', label: 'Due soonest' },
            { value: 'updated', label: 'Recently changed' },
          ]}
        />
      </form>
      <p className="page-subtitle" data-testid="ticket-count">
        {tickets === undefined ? 'Loading…' : `${shown.length} of ${tickets.length} tickets`}
      </p>
      <VirtualList
        label="Tickets"
        items={shown}
        rowHeightPx={ROW_HEIGHT_PX}
        getKey={(ticket) => ticket.id}
        renderRow={(ticket) => (
          <Link className="ticket-row" to={PATHS.ticketView} params={{ ticketId: ticket.id }}>
            <strong>
              {ticket.vehicle.stock} · {ticket.vehicle.year} {ticket.vehicle.make} {ticket.vehicle.model}
            </strong>
            <span>{STATUS_LABELS[ticket.status]}</span>
            <span className="ticket-row-meta">
              {KIND_LABELS[ticket.kind]} · {names.get(ticket.dealershipId) ?? ticket.dealershipId}
              {ticket.priority === 'high' ? ' · High priority' : ''}
            </span>
            <span className="ticket-row-meta">
              {localDay(ticket.dueAt) === localDay(new Date().toISOString())
                ? 'Due today'
                : `Due ${formatWhen(ticket.dueAt)}`}
            </span>
          </Link>
        )}
      />
    </Page>
  );
}
