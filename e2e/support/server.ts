import { startServer } from '../../apps/server/src/server.ts';
import { fakeArea } from '../../apps/server/src/modules/commerce/test/fake-area.ts';
import { sessionStartedPlugin } from '../../apps/server/src/modules/consultations/test/session-started.ts';

// The end-to-end server: the real site plus commerce's test area, which delivers the digital product
// types no real area delivers yet (so the demo e-book and e-card are on sale in the browser
// tests, exactly as they will be once their areas land), and a way to let a booked consultation
// begin now (consultations/test/session-started.ts). `npm start` never loads this.
await startServer({ areas: [fakeArea().plugin, sessionStartedPlugin] });
