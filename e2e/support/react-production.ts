import path from 'node:path';
import { pathToFileURL } from 'node:url';

// React picks its development or production build once, from NODE_ENV, when it is first loaded. The
// end-to-end server runs with NODE_ENV=test (the app's test settings), which would render every page
// with React's development build — several times slower than what production serves, and not what
// the browser hydrates with (the client bundle is always built for production). So the built server
// bundle (and React with it) is loaded here under NODE_ENV=production, before the server starts;
// mount-web's import of the same file then finds it loaded. NODE_ENV is put back at once.
const serverEntry = path.resolve(import.meta.dirname, '../../apps/web/build/server/index.js');
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  await import(pathToFileURL(serverEntry).href);
} finally {
  process.env.NODE_ENV = nodeEnv;
}
