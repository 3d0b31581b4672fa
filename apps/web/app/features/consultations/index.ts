// What other features use from the consultations feature (the console shows a room's shared files).
export { RoomFile } from './room/RoomFile.tsx';
