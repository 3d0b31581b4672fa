import { startServer } from './server.ts';

// Process entry (npm start, production): the site with the areas app.ts registers, nothing else.
await startServer();
