import { useNavigate } from '@tanstack/react-router';
import { memo, useCallback, useState } from 'react';
import { PATHS } from '../../config/paths';
import { keepDealershipsWarm } from '../../data/dealerships';
import {
  FIRST_SEARCH_LIMITS,
  SEARCH_RESULT_LIMIT,
  normaliseQuery,
  useStockSearch,
  type StockSearchLimits,
  type StockSearchResults,
} from '../../data/search';
import { useWorkClock } from '../../data/useWorkClock';
import { useFormats, useT } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { Button } from '../../ui/Button';
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
  // "Show more" widens the lists of what was searched for; a new search starts short again.
  const [widened, setWidened] = useState({ query: '', limits: FIRST_SEARCH_LIMITS });
  const query = normaliseQuery(typed);
  const limits = widened.query === query ? widened.limits : FIRST_SEARCH_LIMITS;
  const results = useStockSearch(typed, limits);
  // One function for the screen's life, so a keystroke does not draw the matches again.
  const showMore = useCallback((kind: keyof StockSearchLimits, of: string) => {
    setWidened((before) => {
      const from = before.query === of ? before.limits : FIRST_SEARCH_LIMITS;
      return { query: of, limits: { ...from, [kind]: from[kind] + SEARCH_RESULT_LIMIT } };
    });
  }, []);
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
      {searching && results ? <SearchResults results={results} onMore={showMore} /> : null}
    </Page>
  );
}

/**
 * The matches, drawn again only when new matches arrive: a keystroke's own render (which
 * React runs at once, inside the key's event) then touches the field alone, and the list
 * waits for the lookup (bench/tickets.bench.ts, stock search per keystroke).
 */
const SearchResults = memo(function SearchResults({
  results,
  onMore,
}: {
  results: StockSearchResults;
  /** Widens the list of `kind` for the search these results answer. */
  onMore: (kind: keyof StockSearchLimits, query: string) => void;
}) {
  const t = useT(TICKET_TEXTS);
  const formats = useFormats();
  const clock = useWorkClock();
  return (
    <div data-results-for={results.query}>
      <h2>
        {t(results.moreTickets ? 'search.ticketsMore' : 'search.tickets', {
          count: results.tickets.length,
        })}
      </h2>
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
      {results.moreTickets ? (
        <Button variant="secondary" onClick={() => onMore('tickets', results.query)}>
          {t('search.showMoreTickets')}
        </Button>
      ) : null}
      <h2>
        {t(results.moreWashLogs ? 'search.washesMore' : 'search.washes', {
          count: results.washLogs.length,
        })}
      </h2>
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
      {results.moreWashLogs ? (
        <Button variant="secondary" onClick={() => onMore('washLogs', results.query)}>
          {t('search.showMoreWashes')}
        </Button>
      ) : null}
    </div>
  );
});
