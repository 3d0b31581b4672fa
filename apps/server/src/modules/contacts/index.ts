// Contact profiles (birth data of the member and the people they chart): what other areas read.
export { getContact } from './service.ts';
