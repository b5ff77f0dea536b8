/**
 * Offers `text` as a file to save (the browser's download). The object URL is let go a
 * little later: some browsers start reading it only after the click has returned.
 */
export function downloadFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
