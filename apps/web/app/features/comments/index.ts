// What other features use of the comments feature (the news pages list and write comments with it).
export { ReviewList } from './ReviewList.tsx';
