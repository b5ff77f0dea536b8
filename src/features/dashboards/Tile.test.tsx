// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tile } from './Tile';

describe('a dashboard number', () => {
  it('is not a zero before the server has ever answered: a placeholder says it is not known yet', () => {
    render(
      <ul>
        <Tile tile={{ id: 'open-requests', value: { count: 0 } }} known={false} />
      </ul>,
    );
    const tile = screen.getByTestId('tile-open-requests');
    expect(tile.textContent).not.toContain('0');
    expect(screen.getByText('Not known yet')).toBeTruthy();
    expect(screen.getByText('—').getAttribute('aria-hidden')).toBe('true');
  });

  it('is the number once known, zero included', () => {
    render(
      <ul>
        <Tile tile={{ id: 'open-requests', value: { count: 0 } }} known />
      </ul>,
    );
    expect(screen.getByTestId('tile-open-requests').querySelector('.tile-value')?.textContent).toBe('0');
    expect(screen.queryByText('Not known yet')).toBeNull();
  });
});
