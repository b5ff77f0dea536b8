import { useNavigate } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { PATHS } from '../../config/paths';
import { keepDealershipsWarm } from '../../data/dealerships';
import { useStockSearch, type StockSearchResults } from '../../data/search';
import { useWorkClock } from '../../data/useWorkClock';
import { useFormats, useT } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { ScanButton } from '../../parts/scan/ScanButton';
import { ListLink } from '../../ui/ListLink';

/**
 * Called when this screen's code is loaded (src/routes/screens.tsx): the dealerships whose
 * clocks the matching washes are shown on, read ahead, so the first keystroke's matches are
 * drawn on them at once rather than on the phone's zone and again a moment later.
 */
export function warm(): void {
  keepDealershipsWarm();
}

/** Find a vehicle's tickets and washes by stock #, repair-order # or VIN prefix, offline. */
export function StockSearchPage() {
  const [typed, setTyped] = useState('');
  const results = useStockSearch(typed);
  const searching = typed.trim() !== '';
  const t = useT(TICKET_TEXTS);
  const navigate = useNavigate();
  return (
    <Page title={t('search.title')} subtitle={t('search.subtitle')}>
      {/* A ticket's label opens its ticket; a VIN or stock label is searched for (issue #36). */}
      <ScanButton
        forLabels
        accepts={['ticket', 'vin', 'text']}
        onScan={(scanned) => {
          if (scanned.kind === 'ticket')
            void navigate({ to: PATHS.ticketView, params: { ticketId: scanned.ticketId } });
          else if (scanned.kind === 'vin') setTyped(scanned.vin);
          else if (scanned.kind === 'text') setTyped(scanned.text);
        }}
      />
      <Field
        label={t('search.field')}
        value={typed}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={17}
        onChange={(event) => setTyped(event.target.value)}
      />
      {searching && results ? <SearchResults results={results} /> : null}
    </Page>
  );
}

/**
 * The matches, drawn again only when new matches arrive: a keystroke's own render (which
 * React runs at once, inside the key's event) then touches the field alone, and the list
 * waits for the lookup (bench/tickets.bench.ts, stock search per keystroke).
 */
const SearchResults = memo(function SearchResults({ results }: { results: StockSearchResults }) {
  const t = useT(TICKET_TEXTS);
  const formats = useFormats();
  const clock = useWorkClock();
  return (
    <div data-results-for={results.query}>
      <h2>{t('search.tickets', { count: results.tickets.length })}</h2>
      <ul className="list-plain search-results" aria-label={t('search.matchingTickets')}>
        {results.tickets.map((ticket) => (
          <li key={ticket.id} className="card">
            <ListLink to={PATHS.ticketView} params={{ ticketId: ticket.id }}>
              {ticket.vehicle.stock} · {ticket.vehicle.year} {ticket.vehicle.make} {ticket.vehicle.model}
            </ListLink>
            <p className="page-subtitle">
              {t('search.vin', { vin: ticket.vehicle.vin || t('tickets.view.vinNotGiven') })}
            </p>
          </li>
        ))}
      </ul>
      <h2>{t('search.washes', { count: results.washLogs.length })}</h2>
      <ul className="list-plain search-results" aria-label={t('search.matchingWashes')}>
        {results.washLogs.map((wash) => (
          <li key={wash.id} className="card">
            {[
              wash.reference,
              t(wash.kind === 'service' ? 'search.wash.service' : 'search.wash.lot'),
              wash.washedAt ? formats.zoned(wash.washedAt, clock.zoneOf(wash.dealershipId), 'stamp') : '',
            ].join(' · ')}
          </li>
        ))}
      </ul>
    </div>
  );
});
