// What other features use from the chart feature: the birth data of a member's own profile, and the
// person input (a saved profile or a birth) of the two-chart pages, which the report input reuses, and
// the wheel panel (wheel, aspect grid, full-screen view) that reports draw their stored wheel with, the
// place search the learning hub's tools reuse, and the bare wheel (exam chart-reading questions).
export { birthOfUser } from './birth-of-user.ts';
export { BirthForm } from './BirthForm.tsx';
export { PersonSlot, type ChosenPerson } from './PersonSlot.tsx';
export { PlaceSearch, type ChosenPlace } from './PlaceSearch.tsx';
export { BirthPlaceFields, type BirthPlaceDraft } from './BirthPlaceFields.tsx';
export { WheelPanel } from './WheelPanel.tsx';
export { ChartWheel, type WheelChart } from './ChartWheel.tsx';
