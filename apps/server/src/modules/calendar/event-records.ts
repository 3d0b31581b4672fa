// Sky events of the engine → the records the pages show: Beijing date and wall time, a Chinese title and a short
// explanation from the readings.
import type { SkyEvent } from '@xingtu/astro';
import type { CalendarEventRecord } from '@xingtu/contracts/calendar';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { skyEventText, type SkyEventFact } from '@xingtu/readings/calendar/index';

function factOf(event: SkyEvent): SkyEventFact {
  switch (event.kind) {
    case 'lunation':
      return { kind: 'lunation', phase: event.phase, signIndex: event.signIndex };
    case 'ingress':
      return { kind: 'ingress', body: event.body, signIndex: event.signIndex, retrograde: event.retrograde };
    case 'station':
      return { kind: 'station', body: event.body, turns: event.turns };
    case 'eclipse':
      return { kind: 'eclipse', eclipse: event.eclipse, type: event.type };
    case 'voidOfCourse':
      return { kind: 'voidOfCourse', signIndexEntered: event.signIndexEntered };
  }
}

const bodyOf = (event: SkyEvent): string =>
  event.kind === 'ingress' || event.kind === 'station'
    ? event.body
    : event.kind === 'eclipse' && event.eclipse === 'solar'
      ? 'sun'
      : 'moon';

export function eventRecord(event: SkyEvent): CalendarEventRecord {
  const endAt = event.kind === 'voidOfCourse' ? event.endUtc : null;
  return {
    kind: event.kind,
    at: event.utc,
    date: formatBeijing(event.utc, 'date'),
    time: formatBeijing(event.utc, 'time'),
    endAt,
    endDate: endAt ? formatBeijing(endAt, 'date') : null,
    endTime: endAt ? formatBeijing(endAt, 'time') : null,
    body: bodyOf(event),
    ...skyEventText(factOf(event)),
  };
}
