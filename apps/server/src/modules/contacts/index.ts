// Contact profiles (birth data of the member and the people they chart): what other areas read.
export { getContact, getOwnContact } from './service.ts';
export { birthOfProfile } from './profile-birth.ts';
