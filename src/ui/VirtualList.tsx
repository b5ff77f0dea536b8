import { useEffect, useRef, useState, type ReactNode } from 'react';

interface VirtualListProps<T> {
  items: readonly T[];
  /** Every row has this height; that is what makes the window arithmetic exact. */
  rowHeightPx: number;
  getKey: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  label: string;
  /** Rows rendered beyond each edge of the visible window, so fast flicks show no gap. */
  overscanRows?: number;
}

/** The height a box is taken to have until it is measured (and where it cannot be). */
const UNMEASURED_HEIGHT_PX = 600;

/**
 * A list that renders only the rows in view (plus a few): ten thousand tickets cost as
 * much DOM as twenty. The list scrolls inside its own box (see .virtual-list).
 */
export function VirtualList<T>({
  items,
  rowHeightPx,
  getKey,
  renderRow,
  label,
  overscanRows = 8,
}: VirtualListProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTopPx, setScrollTopPx] = useState(0);
  // The box's height, once measured. Until then the rows of a box this tall, and none beyond
  // its edges: nothing can be flicked into view before the first frame, whose rows are then
  // only those in view (the ticket list's first rows, bench/tickets.bench.ts: 10 rows drawn
  // instead of 18).
  const [measuredHeightPx, setMeasuredHeightPx] = useState<number>();

  // The box's height comes from the ResizeObserver's first report, which the browser makes
  // after its own layout: reading clientHeight here would force a layout of the whole new
  // screen inside the render's task, before the rows are even read (~25 ms at 4× CPU on
  // the ticket list's first open), and the frame would lay it out again.
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      // Nothing will measure the box: the rows beyond its edges come at once.
      setMeasuredHeightPx(UNMEASURED_HEIGHT_PX);
      return;
    }
    const observer = new ResizeObserver(([entry]) =>
      setMeasuredHeightPx(entry?.contentRect.height || UNMEASURED_HEIGHT_PX),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const heightPx = measuredHeightPx ?? UNMEASURED_HEIGHT_PX;
  const overscan = measuredHeightPx === undefined ? 0 : overscanRows;
  const first = Math.max(0, Math.floor(scrollTopPx / rowHeightPx) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTopPx + heightPx) / rowHeightPx) + overscan);
  return (
    <div
      ref={viewport}
      className="virtual-list"
      // A keyboard scrolls the list itself when its rows hold nothing to focus (wash rows).
      tabIndex={0}
      onScroll={(event) => setScrollTopPx(event.currentTarget.scrollTop)}
    >
      {/* Only the rows in view exist: each says its place in the whole list (aria-setsize,
          aria-posinset), which a list itself may not (aria-rowcount is for grids and tables). */}
      <div
        role="list"
        aria-label={label}
        style={{ height: items.length * rowHeightPx, position: 'relative' }}
      >
        {items.slice(first, last).map((item, offset) => (
          <div
            key={getKey(item)}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={first + offset + 1}
            className="virtual-row"
            style={{
              position: 'absolute',
              top: (first + offset) * rowHeightPx,
              height: rowHeightPx,
              left: 0,
              right: 0,
            }}
          >
            {renderRow(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
