import { describe, expect, it } from 'vitest';
import { pathWith } from './routePath';

describe('a route’s address from its path pattern', () => {
  it('writes each parameter in, encoded as a path segment', () => {
    expect(pathWith('/ticket/$ticketId', { ticketId: 'Xq9' })).toBe('/ticket/Xq9');
    expect(pathWith('/ticket/$ticketId/edit', { ticketId: 'a/b c' })).toBe('/ticket/a%2Fb%20c/edit');
    expect(pathWith('/tickets', {})).toBe('/tickets');
  });
});
