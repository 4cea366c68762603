/**
 * Stylesheets of parts that load on demand (ADR 0027). The app's one render-blocking
 * stylesheet holds what server-rendered pages show; Swagger UI's and the rich-text editor's styles are
 * imported as URLs (`?url`: emitted as their own files, not merged into it) and added with their code.
 */

const loaded = new Map<string, Promise<void>>();

/**
 * Adds `<link rel="stylesheet" href>` to the document's head once.
 * @returns a promise settled when the stylesheet has loaded (rejected when it failed to)
 */
export function loadStylesheet(href: string): Promise<void> {
  const known = loaded.get(href);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      loaded.delete(href);
      link.remove();
      reject(new Error(`The stylesheet ${href} could not be loaded.`));
    };
    document.head.append(link);
  });
  loaded.set(href, promise);
  return promise;
}
