import { fireEvent } from '@testing-library/react';

// Shell link tests: whether the app took a click over (prevented the browser's own following of the
// link). The browser's part is then stopped here, so the test document never leaves its page.
export function click(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(element, init);
  window.removeEventListener('click', record);
  return prevented;
}
