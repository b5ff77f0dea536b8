/** The route fallback of spec §2: 'Loading…' while a screen's code arrives. */
export function Loading({ text }: { text: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      {text}
    </div>
  );
}
