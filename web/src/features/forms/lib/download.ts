/** Hands a file to the browser as a download. */
export function downloadFile(data: ArrayBuffer, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Runs a library's browser build, emitted as a file of its own (`?url`), by a script element (CSP
 * script-src 'self' allows it). Imported as modules, exceljs's CommonJS wrapper and jspdf's own dynamic
 * imports made the bundler move helpers into chunks that /login loads (decisions 038, 041); as files they
 * add nothing to any other chunk until a buyer asks for a download.
 */
export function runScript(src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}
