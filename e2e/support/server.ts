import './react-production.ts';
import { startServer } from '../../apps/server/src/server.ts';
import { fakeArea } from '../../apps/server/src/modules/commerce/test/fake-area.ts';
import { sessionClockArea } from '../../apps/server/src/modules/consultations/test/session-clock-area.ts';

// The end-to-end server: the real site plus commerce's test area, which delivers the digital product
// types no real area delivers yet (so the demo e-card is on sale in the browser
// tests, exactly as they will be once their areas land). `npm start` never loads this.
// The consultation specs also move a member's own booking to now (session-clock-area.ts): a
// slot is bookable two hours ahead at the earliest, and the room opens only at the booked time.
await startServer({ areas: [fakeArea().plugin, sessionClockArea] });
