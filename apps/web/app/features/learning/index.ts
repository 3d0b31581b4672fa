// What other features use from the learning hub: links into the dictionary.
export { dictEntryHref, dictListHref } from './dict-links.ts';
