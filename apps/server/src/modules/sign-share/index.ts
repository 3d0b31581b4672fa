// The sign-share area's door: its routes (cards, a friend's steps and comparison, invitations and rewards).
export { signShareRoutes } from './routes.ts';
