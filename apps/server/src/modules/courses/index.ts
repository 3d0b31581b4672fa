// The course area (courses, lessons and their media, enrolment seats, progress, homework; issue 18 §1).
// app.ts registers routes.ts; the seed writes the demo courses; other areas (exams) may ask whether a
// member completed a course; search and favourites read the catalogue.
export { coursesRoutes } from './routes.ts';
export { courseCard, listCourses } from './catalogue.ts';
export { courseIdOf, courseSlugOf, hasJoinedCourse, isCourseCompleted } from './completion.ts';
export { DEMO_MEDIA_KEY, DEMO_MEDIA_SECONDS, ensureDemoClip } from './demo-video.ts';
export { avatarSvg, coverSvg } from './art.ts';
export {
  DEMO_AUDIO_KEY,
  DEMO_AUDIO_SECONDS,
  buildDemoHandout,
  demoHandoutAttachment,
  ensureDemoMedia,
} from './demo-media.ts';
