// The comments area's door for other areas (issue 16 reviews; issue 19 comments on news and courses).
// app.ts registers routes.ts.
export { astrologerRatings, NO_RATING, type Rating } from './ratings.ts';
