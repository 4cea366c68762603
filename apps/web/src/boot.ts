/**
 * The page's only script tag (index.html, ADR 0073). The app (`main.tsx`: React, the router, the
 * screen, about 125 KB on the wire) is imported once the browser has painted the server's HTML, so
 * that on a slow connection the stylesheet does not share the line with the app's files and the page's
 * text shows first; its links work as plain links meanwhile. The build turns the import into one
 * `<link rel="modulepreload">` per file of the app, all issued at once.
 *
 * Without the server's HTML (the manage screens' shell, the development server) there is nothing to
 * paint: the app is imported at once.
 */
import { afterFirstPaint } from './lib/first-paint';

const serverRendered = Boolean(document.getElementById('root')?.firstElementChild);
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(() => import('./main'));
