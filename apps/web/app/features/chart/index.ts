// What other features use from the chart feature: the birth data of a member's own profile.
export { birthOfUser } from './birth-of-user.ts';
