import type { AiStreamEvent } from '@xingtu/contracts/ai';

/** The events of a text/event-stream body, in order. */
export function parseEvents(body: string): AiStreamEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice(6)) as AiStreamEvent);
}

export const answerText = (events: AiStreamEvent[]) =>
  events.map((e) => (e.type === 'token' ? e.text : '')).join('');
