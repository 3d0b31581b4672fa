// The consultation area (services, schedules, bookings; issue 16 §2). Other areas have no need to
// enter it today; app.ts registers routes.ts. Its meeting point with the astrologers area is
// astrologer-port.ts.
export { consultationsRoutes } from './routes.ts';
