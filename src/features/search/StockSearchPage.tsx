import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PATHS } from '../../config/paths';
import { useStockSearch } from '../../data/search';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';

/** Find a vehicle's tickets and washes by stock #, repair-order # or VIN prefix, offline. */
export function StockSearchPage() {
  const [typed, setTyped] = useState('');
  const results = useStockSearch(typed);
  const searching = typed.trim() !== '';
  return (
    <Page
      title="Stock search"
      subtitle="Searches the tickets and washes on this phone, with or without signal."
    >
      <Field
        label="Stock #, RO # or VIN"
        value={typed}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={17}
        onChange={(event) => setTyped(event.target.value)}
      />
      {searching && results ? (
        <div data-results-for={results.query}>
          <h2>Tickets ({results.tickets.length})</h2>
          <ul className="list-plain" aria-label="Matching tickets">
            {results.tickets.map((ticket) => (
              <li key={ticket.id} className="card">
                <Link to={PATHS.ticketView} params={{ ticketId: ticket.id }}>
                  {ticket.vehicle.stock} · {ticket.vehicle.year} {ticket.vehicle.make} {ticket.vehicle.model}
                </Link>
                <p className="page-subtitle">VIN {ticket.vehicle.vin || 'not given'}</p>
              </li>
            ))}
          </ul>
          <h2>Washes ({results.washLogs.length})</h2>
          <ul className="list-plain" aria-label="Matching washes">
            {results.washLogs.map((wash) => (
              <li key={wash.id} className="card">
                {wash.reference} · {wash.kind === 'service' ? 'Service wash' : 'Lot wash'} ·{' '}
                {wash.washedAt ? new Date(wash.washedAt).toLocaleString() : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Page>
  );
}
