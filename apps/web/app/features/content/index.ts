// What other features use of the content feature: the favourite button (course, e-book and report
// pages put it next to their buy button: <FavouriteButton kind="course" targetId={String(productId)} />).
export { FavouriteButton } from './FavouriteButton.tsx';
