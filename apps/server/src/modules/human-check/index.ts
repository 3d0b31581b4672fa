// Human checks (captcha, slider): what other areas use to guard a request.
export { assertHuman, type HumanCheckInput } from './human-check.ts';
