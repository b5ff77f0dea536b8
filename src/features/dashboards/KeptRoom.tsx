import { useEffect, useRef, useState, type ReactNode } from 'react';
import { keepRoom, keptRoomPx, type LatePart } from './keptRoom';

/**
 * The room of a part that arrives after the dashboard's numbers (its code loads once they are
 * painted): held from the first paint, so nothing below moves when the part arrives (what
 * Lighthouse scores as layout shift). The stylesheet gives a first guess per screen size;
 * after that, the room is what the part took when it last arrived on this screen width.
 * What it grows to once the person touches it (a form they open) is theirs, and not kept.
 */
export function KeptRoom({ part, children }: { part: LatePart; children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null);
  const [widthPx] = useState(() => window.innerWidth);
  const [roomPx] = useState(() => keptRoomPx(part, widthPx));

  useEffect(() => {
    const content = inner.current;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const heightPx = content.getBoundingClientRect().height;
      if (heightPx > 0) keepRoom(part, widthPx, heightPx);
    });
    observer.observe(content);
    const touched = () => observer.disconnect();
    content.addEventListener('pointerdown', touched, { once: true });
    content.addEventListener('keydown', touched, { once: true });
    return () => {
      observer.disconnect();
      content.removeEventListener('pointerdown', touched);
      content.removeEventListener('keydown', touched);
    };
  }, [part, widthPx]);

  return (
    <div className={`${part}-slot`} style={roomPx === null ? undefined : { minHeight: `${roomPx}px` }}>
      <div ref={inner}>{children}</div>
    </div>
  );
}
