import { NATAL_BASICS } from './courses/natal-basics.ts';
import { SYNASTRY_RELATIONSHIPS } from './courses/synastry-relationships.ts';
import { TRANSIT_FORECAST } from './courses/transit-forecast.ts';
import type { Course } from './types.ts';

// The three demo courses, in catalogue order (beginner first). The first two slugs match the `targetId` of the
// course products already in the demo shop (seed/catalog.ts).

export const DEMO_COURSES: readonly Course[] = [NATAL_BASICS, TRANSIT_FORECAST, SYNASTRY_RELATIONSHIPS];
