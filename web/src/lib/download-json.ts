/** Hands a file the page holds to the browser as a download; returns the name it is saved under. */
export function saveBlob(fileName: string, blob: Blob): string {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers before it starts reading.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

/**
 * A JSON document as a file download, indented for a human reader: the verifier recomputes hashes
 * and signatures over canonical JSON, so only the values count.
 */
export function downloadJson(fileName: string, value: unknown): string {
  const name = fileName.endsWith('.json') ? fileName : `${fileName}.json`;
  const text = `${JSON.stringify(value, null, 2)}\n`;
  return saveBlob(name, new Blob([text], { type: 'application/json' }));
}

/** A file name part from an id: only letters, digits, '-' and '_' (ids are uuids or numbers). */
export const fileSafe = (id: string): string => id.replace(/[^A-Za-z0-9_-]/g, '_');
