// The users area's public surface (other areas import only this file).
export { loadUserRecords } from './user-record.ts';
export { registerAccountJobs } from './contact-change.ts';
