import type { Dispatch, SetStateAction } from 'react';
import { TICKET_KINDS, TICKET_STATUSES } from '../../data/model';
import { useT } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Select } from '../../ui/Select';
import type { TicketFilters } from './ticketFilters';

/** The ticket list's filters and order, each change handed to `onChange`. */
export function TicketFiltersForm({
  id,
  filters,
  onChange,
  dealershipNames,
  dateFieldReady,
}: {
  id: string;
  filters: TicketFilters;
  onChange: Dispatch<SetStateAction<TicketFilters>>;
  /** Each dealership's name, by its id. */
  dealershipNames: ReadonlyMap<string, string>;
  /** Whether the due day may be a date field yet (see below). */
  dateFieldReady: boolean;
}) {
  const t = useT(WORK_TEXTS, TICKET_TEXTS);
  const set =
    <Key extends keyof TicketFilters>(key: Key) =>
    (event: { target: { value: string } }) =>
      onChange((current) => ({ ...current, [key]: event.target.value as TicketFilters[Key] }));
  return (
    <form
      id={id}
      className="filters"
      aria-label={t('tickets.list.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Select
        label={t('tickets.list.status')}
        value={filters.status}
        onChange={set('status')}
        options={[
          { value: 'active', label: t('tickets.list.notFinished') },
          { value: 'all', label: t('tickets.list.all') },
          ...TICKET_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
      />
      <Select
        label={t('tickets.list.kind')}
        value={filters.kind}
        onChange={set('kind')}
        options={[
          { value: 'all', label: t('tickets.list.all') },
          ...TICKET_KINDS.map((value) => ({ value, label: t(`kind.${value}`) })),
        ]}
      />
      <Select
        label={t('tickets.list.dealership')}
        value={filters.dealershipId}
        onChange={set('dealershipId')}
        options={[
          { value: 'all', label: t('tickets.list.all') },
          ...[...dealershipNames].map(([value, label]) => ({ value, label })),
        ]}
      />
      <Select
        label={t('tickets.list.assignee')}
        value={filters.assignee}
        onChange={set('assignee')}
        options={[
          { value: 'anyone', label: t('tickets.list.anyone') },
          { value: 'me', label: t('tickets.list.me') },
          { value: 'unassigned', label: t('tickets.list.nobody') },
        ]}
      />
      <div className="field">
        <label htmlFor="due-on">{t('tickets.list.dueOn')}</label>
        <input
          id="due-on"
          // A date field's own parts (Chromium draws its day, month and year and the picker's
          // button as elements of their own) were ~15 ms of the first rows' style work at 4×
          // CPU, more than the rest of the screen's. Where the form opens with the list (a wide
          // screen), the field is a plain box of the same size until the list's first rows are
          // painted, a date field from the frame after (bench/tickets.bench.ts).
          type={dateFieldReady ? 'date' : 'text'}
          readOnly={!dateFieldReady}
          className="date-field"
          value={filters.dueOn === 'any' ? '' : filters.dueOn}
          onChange={(event) =>
            onChange((current) => ({
              ...current,
              dueOn: event.target.value === '' ? 'any' : event.target.value,
            }))
          }
        />
      </div>
      <Select
        label={t('tickets.list.order')}
        value={filters.sort}
        onChange={set('sort')}
        options={[
          { value: 'due', label: t('tickets.list.dueSoonest') },
          { value: 'updated', label: t('tickets.list.recent') },
        ]}
      />
    </form>
  );
}
