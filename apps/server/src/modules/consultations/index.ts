// The consultation area (services, schedules, bookings; issue 16 §2). app.ts registers routes.ts.
// Its meeting point with the astrologers area is astrologer-port.ts; the comments area reads a
// booking's participants and state through review-port.ts.
export { consultationsRoutes } from './routes.ts';
export { bookedServiceTitles, bookingOfParticipant, type ReviewableBooking } from './review-port.ts';
export { hasOpenBookings } from './open-bookings.ts';
