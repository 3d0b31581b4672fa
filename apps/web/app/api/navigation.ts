// Where the request layer sends the browser (login redirects). The root hands in React Router's
// navigate so redirects stay inside the app; before that, a full page load does the job.
type Navigate = (url: string) => void;
let navigateTo: Navigate = (url) => window.location.assign(url);

export function setNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

export const navigate: Navigate = (url) => navigateTo(url);
